// The first interactions a visitor on a phone has with each page, as the first-interaction
// benchmark measures them: what is done before the gesture (reaching the control), the one gesture,
// and what the page shows once it has answered.
import type { Locator, Page } from "@playwright/test";
import { FORMS, type FormUnderTest } from "../support/forms";
import { uniqueEmail } from "../support/leads";
import { LATAM_OFFER_URL } from "../support/offers";
import { SITE_URL } from "../support/urls";
import { SHARED_ARTICLE } from "./servers";

export interface Interaction {
  name: string;
  url: string;
  /** Before the wait: what brings the control within reach (a scroll, fields filled in). */
  setup?: (page: Page) => Promise<void>;
  /** The control the visitor taps, or a scroll by this many pixels. */
  gesture: { tap: (page: Page) => Locator } | { scroll: number };
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

const menuToggle = (page: Page) => page.locator('[aria-controls="menu-movil"]');
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
const bringIntoView = (control: (page: Page) => Locator) => async (page: Page) => {
  await page.evaluate(scrollSettled);
  await control(page)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
};

const scrollTo = (selector: string) => bringIntoView((page) => page.locator(selector));

/** A form's two first interactions: sent empty, and sent filled in. */
function formRows(form: FormUnderTest, selector: string): Interaction[] {
  const { toast } = form.whenEmpty;
  const reach = bringIntoView(form.submit);
  return [
    {
      name: `${form.name}: sent empty, ${toast ? `«${toast.title}»` : "the browser points at the field"}`,
      url: form.url,
      setup: reach,
      gesture: { tap: form.submit },
      shows: toast
        ? { inPage: textShows, arg: toast.description }
        : { inPage: firstInvalidFocused, arg: selector },
    },
    {
      name: `${form.name}: sent, «${form.sending}»`,
      url: form.url,
      async setup(page) {
        await form.fillValid(page, uniqueEmail("bench"));
        await reach(page);
      },
      gesture: { tap: form.submit },
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
    gesture: { tap: menuToggle },
    shows: { inPage: menuShows },
  },
  {
    name: "/: cart opens",
    url: `${SITE_URL}/`,
    gesture: { tap: (page) => page.locator("[data-slot=cart-button]") },
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
      await page.locator("[data-slot=back-to-top]").waitFor({ state: "visible" });
    },
    gesture: { tap: (page) => page.locator("[data-slot=back-to-top]") },
    shows: { inPage: () => window.scrollY < 1790 },
  },
  {
    name: "/: chat bubble closes",
    url: `${SITE_URL}/`,
    setup: (page) => page.locator("[data-slot=chat-bubble]").waitFor({ state: "visible" }),
    gesture: { tap: (page) => page.getByRole("button", { name: "Cerrar mensaje" }) },
    shows: {
      inPage: () => document.querySelector("[data-slot=chat-bubble]")?.checkVisibility() !== true,
    },
  },
  {
    name: "/blog: «Chatbots» filter applies",
    url: `${SITE_URL}/blog`,
    setup: scrollTo("[aria-label='Filtrar artículos por categoría']"),
    gesture: { tap: (page) => page.getByText("Chatbots", { exact: true }).first() },
    shows: { inPage: textShows, arg: "Chatbots Artículos" },
  },
  {
    name: "/blog/{slug}: share opens its window",
    url: `${SITE_URL}${SHARED_ARTICLE}`,
    setup: scrollTo("[data-network=linkedin]"),
    gesture: { tap: (page) => page.locator("[data-network=linkedin]") },
    shows: { popup: true },
  },
  {
    name: "/store: the first Add to Cart, the cart counts 1",
    url: `${SITE_URL}/store`,
    setup: scrollTo(`${COURSE_CARD} form`),
    gesture: { tap: (page) => page.locator(`${COURSE_CARD} [type=submit]`) },
    shows: { inPage: cartCounts, arg: "1" },
  },
  {
    name: "/store/products/{id}: the first Add to Cart, the cart counts 1",
    url: `${SITE_URL}/store/products/${COURSE_ID}`,
    setup: scrollTo("[data-slot=buy-box] [type=submit]"),
    gesture: { tap: (page) => page.locator("[data-slot=buy-box] [type=submit]") },
    shows: { inPage: cartCounts, arg: "1" },
  },
  {
    name: "/store/products/{id}: the variant picker shows the chosen size's price",
    url: `${SITE_URL}/store/products/${KIT_ID}`,
    setup: scrollTo("[data-slot=variant-picker]"),
    gesture: { tap: (page) => page.getByText("Mediano (10 colmenas)") },
    shows: { inPage: textShows, arg: "$ 620.000,00" },
  },
  ...formRows(FORMS.newsletter, "footer form"),
  ...formRows(FORMS.contact, "form#contacto"),
  ...formRows(FORMS.agenda, "form#agenda"),
  ...formRows(FORMS.partners, "form#partners"),
  ...formRows(FORMS.hive, "form#colmenas"),
  ...formRows(FORMS.servicePage, "form#consulta"),
  ...formRows(FORMS.landing, "form#consulta"),
  ...formRows(FORMS.purchase, "#comprar form"),
  ...formRows(
    { ...FORMS.purchase, name: "LATAM offer purchase form", url: LATAM_OFFER_URL },
    "#comprar form",
  ),
  ...formRows(FORMS.staffSignIn, "form#ingresar"),
  {
    name: "/blog newsletter: sent, «Suscripción no implementada»",
    url: `${SITE_URL}/blog`,
    async setup(page) {
      await scrollTo("#newsletter-blog-email")(page);
      await page.locator("#newsletter-blog-email").fill("ana@pyme.com.ar");
    },
    gesture: {
      tap: (page) =>
        page.locator("#newsletter-blog-email ~ button, form:has(#newsletter-blog-email) button"),
    },
    shows: { inPage: textShows, arg: "Suscripción no implementada" },
  },
];
