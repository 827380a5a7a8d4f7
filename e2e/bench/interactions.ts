// The first interactions a visitor on a phone has with each page, as the first-interaction
// benchmark measures them: what is done before the gesture (reaching the control), the one gesture,
// and what the page shows once it has answered.
import type { Page } from "@playwright/test";
import { FORMS, type FormUnderTest } from "../support/forms";
import { uniqueEmail } from "../support/leads";
import { LATAM_OFFER_URL } from "../support/offers";
import { SITE_URL } from "../support/urls";
import { untilInPage } from "./in-page";
import { SHARED_ARTICLE } from "./servers";

export interface Interaction {
  name: string;
  url: string;
  /**
   * Before the wait: what brings the control within reach (a scroll, fields filled in). It reaches
   * the page through `page.evaluate` and the keyboard only (./in-page.ts says why).
   */
  setup?: (page: Page) => Promise<void>;
  /** The CSS selector of the control the visitor taps, or a scroll by this many pixels. */
  gesture: { tap: string } | { scroll: number };
  /**
   * What the page shows once it has answered: a check run in the page after every frame from the
   * gesture on, or a popup window, awaited from the browser.
   */
  shows: { inPage: (arg: string) => boolean; arg?: string } | { popup: true };
  /**
   * The task waits on a server: what `shows` checks acknowledges it (a form says it is sending),
   * so the time to it is no task's result.
   */
  server?: true;
}

/** The demo catalogue's products (local-backend's seed) whose taps are measured. */
const COURSE_ID = "prod_01K2Z8P1CVRS0IAPYME00000";
const COURSE_CARD = `[data-live-product="${COURSE_ID}"]`;
const KIT_ID = "prod_01K2Z8P1KITC0LMENAS00000";
const KIT_MEDIUM = "var_01K2Z8Q1KITMEDIAN0000000";
/** The offer form's «Comprar Llave en Mano», the button the purchase tests tap. */
const PURCHASE_FULL_SERVICE = "#comprar form [data-plan=full_service]";

// Page-side checks run in the page: no named functions inside them (tsx would wrap those in a
// helper the page lacks), and their one argument is a string.
const menuShows = () => document.getElementById("menu-movil")?.checkVisibility() === true;

/**
 * True once an element whose own text is exactly `text` is visible (a toast, a heading). It runs
 * after every frame until it holds, so it walks the text nodes rather than every element's text.
 */
const textShows = (text: string) => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const own = node.nodeValue?.trim();
    const element = node.parentElement;
    if (
      own &&
      element &&
      text.includes(own) &&
      element.childElementCount === 0 &&
      element.textContent?.trim() === text &&
      element.checkVisibility()
    )
      return true;
  }
  return false;
};

/** True once the navbar's cart count shows `count`. */
const cartCounts = (count: string) =>
  [...document.querySelectorAll("[data-testid=cart-count]")].some(
    (badge) =>
      badge.textContent?.trim() === count && badge.checkVisibility({ visibilityProperty: true }),
  );

/** True once the form's submit buttons are disabled and one says the label (text or generated). */
const formSays = (arg: string) => {
  const { form, label } = JSON.parse(arg) as { form: string; label: string };
  const buttons = [...document.querySelectorAll<HTMLButtonElement>(`${form} [type=submit]`)];
  return (
    buttons.length > 0 &&
    buttons.every((button) => button.disabled) &&
    buttons.some((button) =>
      [
        button.innerText,
        getComputedStyle(button, "::before").content,
        getComputedStyle(button, "::after").content,
      ].some((text) => text.includes(label)),
    )
  );
};

/** True once the element is on show (a fade-in makes it visible as it starts). */
const shown = (selector: string) =>
  document.querySelector(selector)?.checkVisibility({ visibilityProperty: true }) === true;

/** Waits until the element is on show; a setup fails, named, when it never is. */
const untilShown = (selector: string) => async (page: Page) => {
  if (!(await untilInPage(page, shown, selector))) throw new Error(`${selector} no apareció`);
};

/** True once the browser has moved focus to the first field that fails its constraints. */
const firstInvalidFocused = (form: string) =>
  document.activeElement !== null &&
  document.activeElement === document.querySelector(`${form} :invalid:not(form, fieldset)`);

/** Resolves once the page has not scrolled for a few frames (run in the page: no named functions). */
const scrollSettled = async () => {
  const framesStill = 3;
  let last = window.scrollY;
  for (let still = 0; still < framesStill;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    still = window.scrollY === last ? still + 1 : 0;
    last = window.scrollY;
  }
};

/**
 * Brings a control to the middle of the screen at once. The setup is no gesture under measure, and
 * on the offer pages, which scroll smoothly, a glide still moving (filling in a field sets one off)
 * would carry the control away from where the bench then taps.
 */
const bringIntoView = (selector: string) => async (page: Page) => {
  await page.evaluate(scrollSettled);
  await page.evaluate((selector) => {
    document.querySelector(selector)!.scrollIntoView({ block: "center", behavior: "instant" });
  }, selector);
};

/** A text typed into each kind of field; any other text field gets a name. */
const TYPED: Record<string, string> = {
  tel: "+54 9 266 455-7788",
  password: "secreto-del-equipo",
};

/**
 * Fills in every required control of the form (the browser's or the form's own check) as a visitor
 * does: each is focused, then a text is typed, or the first option chosen (a select's, a radio
 * group's).
 */
async function fillRequired(page: Page, form: string, email: string): Promise<void> {
  const required = `${form} :is(input, select, textarea):is(:required, [aria-required=true])`;
  const count = await page.evaluate(
    (required) => document.querySelectorAll(required).length,
    required,
  );
  for (let index = 0; index < count; index += 1) {
    const typeToFill = await page.evaluate(
      ({ required, index }) => {
        const control = document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(required)[
          index
        ]!;
        control.focus();
        if (control instanceof HTMLSelectElement) {
          control.value = [...control.options].find(
            (option) => option.value && !option.disabled,
          )!.value;
          control.dispatchEvent(new Event("input", { bubbles: true }));
          control.dispatchEvent(new Event("change", { bubbles: true }));
          return null;
        }
        if (control.type === "radio" || control.type === "checkbox") {
          if (!control.form?.querySelector(`[name="${control.name}"]:checked`)) control.click();
          return null;
        }
        return control.type;
      },
      { required, index },
    );
    if (typeToFill)
      await page.keyboard.insertText(
        typeToFill === "email" ? email : (TYPED[typeToFill] ?? "Ana Pérez"),
      );
  }
}

/** A form's two first interactions: sent empty, and sent filled in (`submit`: the button tapped). */
function formRows(
  form: FormUnderTest,
  selector: string,
  submit = `${selector} [type=submit]`,
): Interaction[] {
  const { toast } = form.whenEmpty;
  const reach = bringIntoView(submit);
  return [
    {
      name: `${form.name}: sent empty, ${toast ? `«${toast.title}»` : "the browser points at the field"}`,
      url: form.url,
      setup: reach,
      gesture: { tap: submit },
      shows: toast
        ? { inPage: textShows, arg: toast.description }
        : { inPage: firstInvalidFocused, arg: selector },
    },
    {
      name: `${form.name}: sent, «${form.sending}»`,
      url: form.url,
      async setup(page) {
        await fillRequired(page, selector, uniqueEmail("bench"));
        await reach(page);
      },
      gesture: { tap: submit },
      shows: { inPage: formSays, arg: JSON.stringify({ form: selector, label: form.sending }) },
      server: true,
    },
  ];
}

/** Our pages' first interactions. */
export const INTERACTIONS: Interaction[] = [
  {
    name: "/: menu opens",
    url: `${SITE_URL}/`,
    gesture: { tap: '[aria-controls="menu-movil"]' },
    shows: { inPage: menuShows },
  },
  {
    name: "/: cart opens",
    url: `${SITE_URL}/`,
    gesture: { tap: "[data-slot=cart-button]" },
    shows: {
      inPage: () => document.querySelector("dialog[data-slot=sheet]")?.checkVisibility() === true,
    },
  },
  {
    name: "/: the navbar turns solid on the first scroll",
    url: `${SITE_URL}/`,
    gesture: { scroll: 200 },
    shows: {
      inPage: () =>
        getComputedStyle(document.querySelector("[data-slot=navbar]")!).backgroundColor !==
        "rgba(0, 0, 0, 0)",
    },
  },
  {
    name: "/: back to top",
    url: `${SITE_URL}/`,
    setup: async (page) => {
      await page.evaluate(() => window.scrollTo(0, 1800));
      await untilShown("[data-slot=back-to-top]")(page);
    },
    gesture: { tap: "[data-slot=back-to-top]" },
    shows: { inPage: () => window.scrollY < 1790 },
  },
  {
    name: "/: chat bubble closes",
    url: `${SITE_URL}/`,
    setup: untilShown("[data-slot=chat-bubble]"),
    gesture: { tap: '[data-slot=chat-bubble] [aria-label="Cerrar mensaje"]' },
    shows: {
      inPage: () => document.querySelector("[data-slot=chat-bubble]")?.checkVisibility() !== true,
    },
  },
  {
    name: "/blog: «Chatbots» filter applies",
    url: `${SITE_URL}/blog`,
    setup: bringIntoView("[aria-label='Filtrar artículos por categoría']"),
    gesture: { tap: "label:has(> [name=categoria][value=Chatbots])" },
    shows: { inPage: textShows, arg: "Chatbots Artículos" },
  },
  {
    name: "/blog/{slug}: share opens its window",
    url: `${SITE_URL}${SHARED_ARTICLE}`,
    setup: bringIntoView("[data-network=linkedin]"),
    gesture: { tap: "[data-network=linkedin]" },
    shows: { popup: true },
  },
  {
    name: "/store: the first Add to Cart, the cart counts 1",
    url: `${SITE_URL}/store`,
    setup: bringIntoView(`${COURSE_CARD} form`),
    gesture: { tap: `${COURSE_CARD} [type=submit]` },
    shows: { inPage: cartCounts, arg: "1" },
  },
  {
    name: "/store/products/{id}: the first Add to Cart, the cart counts 1",
    url: `${SITE_URL}/store/products/${COURSE_ID}`,
    setup: bringIntoView("[data-slot=buy-box] [type=submit]"),
    gesture: { tap: "[data-slot=buy-box] [type=submit]" },
    shows: { inPage: cartCounts, arg: "1" },
  },
  {
    name: "/store/products/{id}: the variant picker shows the chosen size's price",
    url: `${SITE_URL}/store/products/${KIT_ID}`,
    setup: bringIntoView("[data-slot=variant-picker]"),
    gesture: { tap: `label:has(> [name=variant][value=${KIT_MEDIUM}])` },
    shows: { inPage: textShows, arg: "$ 620.000,00" },
  },
  ...formRows(FORMS.newsletter, "footer form"),
  ...formRows(FORMS.contact, "form#contacto"),
  ...formRows(FORMS.agenda, "form#agenda"),
  ...formRows(FORMS.partners, "form#partners"),
  ...formRows(FORMS.hive, "form#colmenas"),
  ...formRows(FORMS.servicePage, "form#consulta"),
  ...formRows(FORMS.landing, "form#consulta"),
  ...formRows(FORMS.purchase, "#comprar form", PURCHASE_FULL_SERVICE),
  ...formRows(
    { ...FORMS.purchase, name: "LATAM offer purchase form", url: LATAM_OFFER_URL },
    "#comprar form",
    PURCHASE_FULL_SERVICE,
  ),
  ...formRows(FORMS.staffSignIn, "form#ingresar"),
  {
    name: "/blog newsletter: sent, «Suscripción no implementada»",
    url: `${SITE_URL}/blog`,
    async setup(page) {
      await bringIntoView("#newsletter-blog-email")(page);
      await page.evaluate(() => document.getElementById("newsletter-blog-email")!.focus());
      await page.keyboard.insertText("ana@pyme.com.ar");
    },
    gesture: { tap: "form:has(#newsletter-blog-email) button" },
    shows: { inPage: textShows, arg: "Suscripción no implementada" },
  },
];
