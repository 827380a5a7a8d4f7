// @vitest-environment jsdom
import { shownSince } from "@agencia/ui/form-shown-since";
import { dismissPlainToast } from "@agencia/ui/plain-toast";
import { TOAST_WAITING } from "@agencia/ui/toast-waiting";
import type { EnhancedPage } from "./enhance";
import { HYDRATION_START, markHydrated } from "./protocol";
import { RECOVERY_MESSAGES } from "./recovery";
import { preload } from "./schedule";
import { startEarly, type EarlyOptions } from "./start";

const MODULES = "/assets/start-abc.js";
const html = document.documentElement;
let controller: AbortController;

const APP_MODULES = ["/assets/entry-1.js", "/assets/route-2.js"];

/** The page's start module, as the static build writes it: its `start` never resolves here. */
const startModule = () => ({
  modules: APP_MODULES,
  start: vi.fn(() => new Promise<unknown>(() => {})),
});

function start(body: string, options: Partial<EarlyOptions> = {}) {
  document.body.innerHTML = body;
  controller = new AbortController();
  const app = startModule();
  const importApp = vi.fn((url: string) =>
    url === MODULES ? Promise.resolve(app) : new Promise<unknown>(() => {}),
  );
  const reload = vi.fn();
  startEarly({
    modules: MODULES,
    importApp,
    reload,
    signal: controller.signal,
    ...options,
  });
  return { importApp, started: app.start, reload };
}

const linked = (rel: string) => () =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel=${rel}]`)].map((link) =>
    link.getAttribute("href"),
  );
const preloaded = linked("modulepreload");
const prefetched = linked("prefetch");

/** What the app's entry does: React listens, then the page is marked hydrated. */
function hydrate(): void {
  window.dispatchEvent(new Event(HYDRATION_START));
  markHydrated();
}

/** Listens the way React would once it has taken over (after `hydrate()`). */
function reactListens<K extends keyof DocumentEventMap>(type: K) {
  const heard: DocumentEventMap[K][] = [];
  document.addEventListener(type, (event) => heard.push(event), { signal: controller.signal });
  return heard;
}

const toast = () => document.querySelector<HTMLElement>("[data-slot=early-toast]");
/** A tap: the finger down, then the click it ends with. */
const intent = () => {
  window.dispatchEvent(new Event("pointerdown"));
  window.dispatchEvent(new Event("click"));
};

afterEach(() => {
  controller.abort();
  dismissPlainToast();
  sessionStorage.clear();
  for (const name of ["hydrated", "hydration", "hydrateBy"]) delete html.dataset[name];
  for (const link of document.head.querySelectorAll("link")) link.remove();
  vi.restoreAllMocks();
});

describe("when the app's code loads", () => {
  it("starts nothing until the visitor's first intent, then, once that has painted, starts it once", async () => {
    const { started } = start("<p>Hola</p>");
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("wheel"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).not.toHaveBeenCalled();
    intent();
    window.dispatchEvent(new Event("keydown"));
    expect(started).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(preloaded()).toEqual(APP_MODULES));
  });

  it("starts it once a tap has ended, never between the finger's down and up; a key at once", async () => {
    const { started } = start("<p>Hola</p>");
    window.dispatchEvent(new Event("pointerdown"));
    window.dispatchEvent(new Event("touchstart"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("click"));
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());

    const typed = start("<p>Hola</p>");
    window.dispatchEvent(new Event("keydown"));
    await vi.waitFor(() => expect(typed.started).toHaveBeenCalledOnce());
  });

  it("starts it anyway while a finger stays down (not a tap)", async () => {
    const { started } = start("<p>Hola</p>");
    window.dispatchEvent(new Event("pointerdown"));
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
  });

  it("starts nothing for a tap on a control it answers in full (a share link, back to top)", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const { started } = start(
      `<a href="https://x.com/intent/post" data-popup="550x420"><svg></svg></a>` +
        `<button data-scroll-to-top>Volver arriba</button><button>Menú</button>`,
    );
    const tap = (control: Element) =>
      control.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    tap(document.querySelector("svg")!);
    tap(document.querySelector("[data-scroll-to-top]")!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).not.toHaveBeenCalled();
    const menu = document.querySelector("button:not([data-scroll-to-top])")!;
    tap(menu);
    menu.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
  });

  it("fetches only the start module once the page has loaded and is idle, and starts nothing", async () => {
    const { importApp, started } = start("<p>Hola</p>");
    await vi.waitFor(() => expect(importApp).toHaveBeenCalledExactlyOnceWith(MODULES));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...preloaded(), ...prefetched()]).toEqual([]);
    expect(started).not.toHaveBeenCalled();
  });

  it("on a page that asks for it, fetches every module of the app then, still starting nothing", async () => {
    html.dataset.hydration = "prefetch";
    const { started } = start("<p>Hola</p>");
    await vi.waitFor(() => expect(prefetched()).toEqual(APP_MODULES));
    expect(started).not.toHaveBeenCalled();
  });

  it("adds the modules' links one per task, never all in one", async () => {
    const modules = Array.from({ length: 5 }, (_, n) => `/assets/m${n}.js`);
    preload(modules);
    expect(preloaded()).toEqual(modules.slice(0, 1));
    await vi.waitFor(() => expect(preloaded()).toEqual(modules));
  });

  it("starts it right after `load` on a page whose policy says so", async () => {
    html.dataset.hydration = "load";
    const { started } = start("<p>Hola</p>");
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
  });

  it("starts it by the page's deadline without an intent", async () => {
    vi.useFakeTimers();
    html.dataset.hydrateBy = String(performance.now() + 5000);
    const { started } = start("<p>Hola</p>");
    await vi.advanceTimersByTimeAsync(4900);
    expect(started).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(started).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});

describe("a route's enhancement", () => {
  const ENHANCE = "/assets/enhance-abc.js";

  /** The early script with an enhancement whose module is `enhancement`. */
  function enhanced(body: string, enhancement: (page: EnhancedPage) => void) {
    const app = startModule();
    const importApp = vi.fn((url: string) =>
      Promise.resolve(url === ENHANCE ? { default: enhancement } : app),
    );
    start(body, { enhance: ENHANCE, importApp });
    return { importApp, started: app.start };
  }

  it("runs after load without the app, and starts the app when it asks", async () => {
    const enhancement = vi.fn();
    const { started } = enhanced("<p>Hola</p>", enhancement);
    await vi.waitFor(() => expect(enhancement).toHaveBeenCalledOnce());
    expect(started).not.toHaveBeenCalled();
    const page = enhancement.mock.calls[0]![0];
    expect(page.reactStarted()).toBe(false);
    page.hydrate();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    hydrate();
    expect(page.reactStarted()).toBe(true);
  });

  it("may take complete forms' submissions in full until React starts; those it leaves are held", async () => {
    const taken: HTMLFormElement[] = [];
    const enhancement = vi.fn((page: EnhancedPage) =>
      page.takeSubmissions((form) => form.id === "carrito" && taken.push(form) > 0),
    );
    const { started } = enhanced(
      `<form id="carrito"><button type="submit">Agregar</button></form>${NEWSLETTER}`,
      enhancement,
    );
    await vi.waitFor(() => expect(enhancement).toHaveBeenCalledOnce());
    const [cart, newsletter] = document.querySelectorAll("form");
    (newsletter!.elements.namedItem("email") as HTMLInputElement).value = "ana@pyme.com.ar";
    cart!.querySelector("button")!.click();
    expect(taken).toEqual([cart]);
    expect(cart).not.toHaveAttribute("aria-busy");
    newsletter!.querySelector("button")!.click();
    expect(newsletter).toHaveAttribute("aria-busy", "true");
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());

    window.dispatchEvent(new Event(HYDRATION_START));
    const submits = reactListens("submit");
    cart!.querySelector("button")!.click();
    expect(taken).toEqual([cart]);
    expect(cart).toHaveAttribute("aria-busy", "true");
    markHydrated();
    expect(submits.map((submit) => submit.target)).toEqual([newsletter, cart]);
  });

  it("is not loaded once React has started: React's side does its work", async () => {
    const { importApp } = enhanced("<p>Hola</p>", vi.fn());
    hydrate();
    // jsdom has no idle callbacks: the early script's idle time is after the next paint.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(importApp).not.toHaveBeenCalledWith(ENHANCE);
  });
});

const NEWSLETTER = `
  <form id="boletin" data-invalid-title="Error" data-invalid-description="Por favor, ingresá tu email.">
    <input name="email" type="email" aria-required="true">
    <button type="submit" data-busy-label="Enviando..."><span>Suscribirme</span></button>
  </form>`;

describe("a form before React has hydrated", () => {
  it("sent with a required field blank: its declared toast at once, the field focused, nothing held", async () => {
    start(NEWSLETTER);
    intent();
    const form = document.querySelector("form")!;
    form.querySelector("button")!.click();
    expect(toast()).toHaveTextContent("Error");
    expect(toast()).toHaveTextContent("Por favor, ingresá tu email.");
    expect(toast()).toHaveAttribute("role", "alert");
    expect(document.activeElement).toBe(form.elements.namedItem("email"));
    expect(form).not.toHaveAttribute("aria-busy");
    hydrate();
    const submits = reactListens("submit");
    await Promise.resolve();
    expect(submits).toHaveLength(0);
  });

  it("sent complete: shown as sending at once, and handed to React once hydrated", async () => {
    start(NEWSLETTER);
    intent();
    const form = document.querySelector("form")!;
    const button = form.querySelector("button")!;
    (form.elements.namedItem("email") as HTMLInputElement).value = "ana@pyme.com.ar";
    button.click();
    expect(form).toHaveAttribute("aria-busy", "true");
    expect(button).toBeDisabled();
    button.click(); // a second submit while sending does nothing
    expect(toast()).toBeNull();

    window.dispatchEvent(new Event(HYDRATION_START));
    const submits = reactListens("submit");
    markHydrated();
    expect(submits).toHaveLength(1);
    expect(submits[0]!.submitter).toBe(button);
    expect(form).not.toHaveAttribute("aria-busy");
    expect(button).toBeEnabled();
  });

  it("sent while React hydrates: kept from it, shown as sending at once, handed over once hydrated", async () => {
    start(NEWSLETTER);
    const form = document.querySelector("form")!;
    const button = form.querySelector("button")!;
    (form.elements.namedItem("email") as HTMLInputElement).value = "ana@pyme.com.ar";
    const submits = reactListens("submit");
    window.dispatchEvent(new Event(HYDRATION_START));
    button.click();
    expect(submits).toHaveLength(0);
    expect(form).toHaveAttribute("aria-busy", "true");
    markHydrated();
    expect(submits).toHaveLength(1);
    expect(submits[0]!.submitter).toBe(button);
  });

  it("before React starts, listens to none of a tap's other events: the browser skips what no listener wants", () => {
    const listened = vi.spyOn(window, "addEventListener");
    start(NEWSLETTER);
    const types = new Set(listened.mock.calls.map(([type]) => type));
    const unanswered = ["pointerover", "pointerout", "gotpointercapture", "lostpointercapture"];
    const compatibility = [
      "pointerup",
      "touchend",
      "mouseover",
      "mousemove",
      "mousedown",
      "mouseup",
    ];
    for (const type of [...unanswered, ...compatibility, "transitionrun", "transitionstart"])
      expect(types, type).not.toContain(type);
  });

  it("while React hydrates, keeps a tap's and a key's events from it; once hydrated, lets them through", async () => {
    start(`<button id="b">B</button><input id="i">`);
    const types = ["pointerdown", "pointerup", "mousedown", "click", "keydown", "focusin", "input"];
    const heard: string[] = [];
    for (const type of types)
      document.addEventListener(type, () => heard.push(type), { signal: controller.signal });
    const visit = () => {
      for (const type of types)
        document
          .getElementById(type === "keydown" || type === "input" ? "i" : "b")!
          .dispatchEvent(new Event(type, { bubbles: true }));
    };
    window.dispatchEvent(new Event(HYDRATION_START));
    visit();
    expect(heard).toEqual([]);
    markHydrated();
    heard.length = 0;
    visit();
    expect(heard).toEqual(types);
  });

  it("answers forms, typing and scrolling until React has hydrated, then stops listening", async () => {
    const added = vi.spyOn(window, "addEventListener");
    const removed = vi.spyOn(window, "removeEventListener");
    start(NEWSLETTER);
    const listening = (type: string) =>
      added.mock.calls.filter(
        ([addedType, listener, options]) =>
          addedType === type &&
          !(typeof options === "object" && options.signal?.aborted) &&
          !removed.mock.calls.some(
            ([removedType, gone]) => removedType === type && gone === listener,
          ),
      ).length;
    const early = () => ["submit", "invalid", "input", "change", "scroll"].map(listening);
    expect(early()).toEqual([1, 1, 1, 1, 1]);
    const clicks = listening("click");
    window.dispatchEvent(new Event(HYDRATION_START));
    markHydrated();
    expect(early()).toEqual([0, 0, 0, 0, 0]);
    // The handover's click recording ends; a[data-popup]'s popups and invoker commands stay.
    expect(listening("click")).toBe(clicks - 1);
  });

  it("keeps the form's own aria-busy and disabled buttons as React rendered them", async () => {
    start(
      `<form aria-busy="false"><input name="n" value="x"><button type="submit">A</button><button type="submit" disabled>B</button></form>`,
    );
    const form = document.querySelector("form")!;
    form.querySelector("button")!.click();
    expect([...form.querySelectorAll("button")].map((button) => button.disabled)).toEqual([
      true,
      true,
    ]);
    hydrate();
    expect(form).toHaveAttribute("aria-busy", "false");
    expect([...form.querySelectorAll("button")].map((button) => button.disabled)).toEqual([
      false,
      true,
    ]);
  });

  it("whose submission is only a notice: shows it, and hands nothing to React", async () => {
    start(
      `<form data-notice-title="Suscripción no implementada" data-notice-description="Gracias por tu interés! Esta función estará lista pronto."><input name="email" value="ana@pyme.com.ar"><button>Suscribirme</button></form>`,
    );
    document.querySelector("button")!.click();
    expect(toast()).toHaveTextContent("Suscripción no implementada");
    expect(toast()).toHaveAttribute("role", "status");
    const submits = reactListens("submit");
    hydrate();
    expect(submits).toHaveLength(0);
  });

  it("refused by the browser for a required field: the declared toast once, however many fields", () => {
    const shown = vi.fn();
    start(
      `<form data-invalid-title="Campos incompletos"><input name="a" required><input name="b" required><button>Comprar</button></form>`,
    );
    new MutationObserver(shown).observe(document.body, { childList: true });
    document.querySelector("form")!.requestSubmit();
    expect(toast()).toHaveTextContent("Campos incompletos");
    expect(document.querySelectorAll("[data-slot=early-toast]")).toHaveLength(1);
  });

  it("with novalidate and a malformed e-mail: the browser's own report, not the 'blank' toast", () => {
    start(
      `<form novalidate data-invalid-title="Faltan datos"><input name="email" type="email" aria-required="true" value="ana@"><button>Enviar</button></form>`,
    );
    const report = vi.spyOn(HTMLFormElement.prototype, "reportValidity");
    document.querySelector("button")!.click();
    expect(report).toHaveBeenCalledOnce();
    expect(toast()).toBeNull();
    expect(document.querySelector("form")).not.toHaveAttribute("aria-busy");
  });
});

describe("what the visitor does before React has hydrated", () => {
  it("reaches React as input events on the fields changed, whose values stay as typed", async () => {
    start(`<input id="nombre" name="nombre"><input id="acepto" type="checkbox"><input id="otro">`);
    const name = document.querySelector<HTMLInputElement>("#nombre")!;
    name.value = "Ana";
    name.dispatchEvent(new Event("input", { bubbles: true }));
    document.querySelector<HTMLInputElement>("#acepto")!.click();
    window.dispatchEvent(new Event(HYDRATION_START));
    const inputs = reactListens("input");
    markHydrated();
    expect(inputs.map((event) => (event.target as HTMLElement).id)).toEqual(["nombre", "acepto"]);
    expect(name.value).toBe("Ana");
    expect(document.querySelector<HTMLInputElement>("#acepto")!.checked).toBe(true);
  });

  it("hands each field over with what the visitor left in it, whatever React rendered meanwhile", async () => {
    start(`<input id="talle" type="radio" name="talle"><input id="cantidad" name="cantidad">`);
    const size = document.querySelector<HTMLInputElement>("#talle")!;
    const quantity = document.querySelector<HTMLInputElement>("#cantidad")!;
    size.click();
    quantity.value = "2";
    quantity.dispatchEvent(new Event("input", { bubbles: true }));
    window.dispatchEvent(new Event(HYDRATION_START));
    // React renders the quantity it still holds when the size's choice reaches it.
    size.addEventListener("input", () => (quantity.value = "1"));
    const read: string[] = [];
    quantity.addEventListener("input", () => read.push(quantity.value));
    markHydrated();
    expect(read).toEqual(["2"]);
  });

  it("clicks on buttons wait for React; those the browser or the early script answered do not", async () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    start(`
      <button id="otra">Enviar otra</button>
      <button id="menu" popovertarget="m">Menú</button>
      <button id="carrito" commandfor="c" command="show-modal">Carrito</button>
      <button id="arriba" data-scroll-to-top>Arriba</button>`);
    for (const id of ["otra", "menu", "carrito", "arriba"]) document.getElementById(id)!.click();
    window.dispatchEvent(new Event(HYDRATION_START));
    const clicks = reactListens("click");
    markHydrated();
    expect(clicks.map((event) => (event.target as HTMLElement).id)).toEqual(["otra"]);
  });

  it("while React hydrates, a command button still opens its dialog and the early toast still closes", () => {
    start(`${NEWSLETTER}
      <button id="carrito" commandfor="c" command="show-modal">Carrito</button>
      <dialog id="c"></dialog>`);
    document.querySelector<HTMLButtonElement>("form button")!.click();
    expect(toast()).not.toBeNull();
    window.dispatchEvent(new Event(HYDRATION_START));
    const dialog = document.querySelector("dialog")!;
    dialog.showModal ??= () => dialog.setAttribute("open", ""); // jsdom without the method
    // A browser without invoker commands (jsdom has none): the early script's polyfill.
    document.getElementById("carrito")!.click();
    expect(dialog.open).toBe(true);
    toast()!.querySelector("button")!.click();
    expect(toast()).toBeNull();
  });

  it("once React has taken over, a toast its toaster must wait for shows at once, then yields to the app's", async () => {
    start("<p>Hola</p>");
    hydrate();
    const detail = { title: "Suscripción no implementada", description: "Pronto." };
    window.dispatchEvent(new CustomEvent(TOAST_WAITING, { detail }));
    expect(toast()?.textContent).toContain("Suscripción no implementada");
    const appToast = document.body.appendChild(document.createElement("li"));
    appToast.dataset.sonnerToast = "";
    await vi.waitFor(() => expect(toast()).toBeNull());
    appToast.remove();
  });

  it("a click while React hydrates is kept from it and played once hydrated; then React's at once", async () => {
    start(`<button id="b">B</button>`);
    const clicks = reactListens("click");
    window.dispatchEvent(new Event(HYDRATION_START));
    document.getElementById("b")!.click();
    expect(clicks).toHaveLength(0);
    markHydrated();
    expect(clicks).toHaveLength(1);
    document.getElementById("b")!.click();
    expect(clicks).toHaveLength(2);
  });
});

describe("small behaviours before React", () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  };

  it("marks [data-scroll-past] elements scrolled past their threshold, until React does it", async () => {
    start(`<header data-scroll-past="20"></header><button data-scroll-past="300"></button>`);
    const [header, button] = [document.querySelector("header")!, document.querySelector("button")!];
    scrollTo(21);
    expect(header).toHaveAttribute("data-scrolled");
    expect(button).not.toHaveAttribute("data-scrolled");
    scrollTo(301);
    expect(button).toHaveAttribute("data-scrolled");
    scrollTo(0);
    expect(header).not.toHaveAttribute("data-scrolled");
    hydrate();
    scrollTo(400);
    expect(header).not.toHaveAttribute("data-scrolled");
    scrollTo(0);
  });

  it("scrolls smoothly to the top from [data-scroll-to-top]", () => {
    const scroll = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    start(`<button data-scroll-to-top>Volver arriba</button>`);
    document.querySelector("button")!.click();
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });

  it("opens a[data-popup] in a popup of its size centred on the window, hydrated or not", async () => {
    Object.assign(window, { screenX: 100, screenY: 50, outerWidth: 1280, outerHeight: 800 });
    const popup = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(popup);
    start(
      `<a href="https://www.linkedin.com/sharing/share-offsite/?url=x" target="_blank" data-popup="600x600">LinkedIn</a>`,
    );
    const link = document.querySelector("a")!;
    const clicked = () => {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true });
      link.dispatchEvent(event);
      return event;
    };
    expect(clicked().defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith(
      link.href,
      "popup-www.linkedin.com",
      "popup=yes,width=600,height=600,left=440,top=150",
    );
    expect(popup.opener).toBeNull();
    hydrate();
    expect(clicked().defaultPrevented).toBe(true);
    // A blocked popup leaves the link to open the page in a new tab.
    open.mockReturnValue(null);
    expect(clicked().defaultPrevented).toBe(false);
  });

  it("leaves a tap on a[data-popup] to the link, which opens its page in a new tab", () => {
    const open = vi.spyOn(window, "open");
    start(`<a href="https://wa.me/?text=x" target="_blank" data-popup="600x600">WhatsApp</a>`);
    // A click from a finger (a PointerEvent whose pointerType is "touch").
    const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
    Object.defineProperty(tap, "pointerType", { value: "touch" });
    document.querySelector("a")!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});

const CONTACT = `
  <form id="contacto">
    <input name="nombre" value="Ana">
    <input name="email" value="ana@pyme.com.ar">
    <input name="clave" type="password" value="secreto">
    <input type="checkbox" name="servicios" value="web" checked>
    <input type="checkbox" name="servicios" value="ia">
    <button type="submit" data-busy-label="Enviando..."><span>Enviar</span></button>
  </form>`;

describe("when the app's code cannot load (a deploy replaced it, the network dropped)", () => {
  it("saves a form held as sending, never a password, and reloads, saying so", async () => {
    const { reload } = start(CONTACT, { importApp: () => Promise.reject(new Error("404")) });
    intent();
    document.querySelector("button")!.click();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(toast()).toHaveTextContent(RECOVERY_MESSAGES.reloading.title);
    const saved = JSON.parse(sessionStorage.getItem("agencia.reenviar")!);
    expect(saved).toMatchObject({
      path: location.pathname,
      form: "contacto",
      values: [
        ["nombre", "Ana"],
        ["email", "ana@pyme.com.ar"],
        ["servicios", "web"],
      ],
      resend: false,
      shownSince: performance.timeOrigin,
    });
  });

  it("back from the reload: the values are back and the form is sent once React runs", async () => {
    sessionStorage.setItem(
      "agencia.reenviar",
      JSON.stringify({
        path: location.pathname,
        form: "contacto",
        values: [
          ["nombre", "Ana"],
          ["email", "ana@pyme.com.ar"],
          ["servicios", "ia"],
        ],
        reloads: 1,
        resend: true,
        shownSince: 1_700_000_000_000,
      }),
    );
    const { started } = start(
      CONTACT.replace(/ value="(Ana|ana@pyme\.com\.ar)"/g, "").replace(
        ' type="password"',
        ' type="text"',
      ),
    );
    const form = document.querySelector("form")!;
    expect((form.elements.namedItem("nombre") as HTMLInputElement).value).toBe("Ana");
    const boxes = [...form.querySelectorAll<HTMLInputElement>("[name=servicios]")];
    expect(boxes.map((box) => box.checked)).toEqual([false, true]);
    expect(form).toHaveAttribute("aria-busy", "true");
    // On screen since the page it was filled in on: the lead form's bot check counts from then.
    expect(shownSince(form)).toBe(1_700_000_000_000);
    expect(toast()).toHaveTextContent(RECOVERY_MESSAGES.resent.title);
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    expect(sessionStorage.getItem("agencia.reenviar")).toBeNull();
    window.dispatchEvent(new Event(HYDRATION_START));
    const submits = reactListens("submit");
    markHydrated();
    expect(submits).toHaveLength(1);
  });

  it("fails again after that reload: tells the visitor and keeps the values, without reloading", async () => {
    sessionStorage.setItem(
      "agencia.reenviar",
      JSON.stringify({
        path: location.pathname,
        form: "contacto",
        values: [["nombre", "Ana"]],
        reloads: 1,
        resend: true,
      }),
    );
    const { reload } = start(CONTACT.replace(' type="password"', ' type="text"'), {
      importApp: () => Promise.reject(new Error("404")),
    });
    await vi.waitFor(() => expect(toast()).toHaveTextContent(RECOVERY_MESSAGES.failed.title));
    expect(reload).not.toHaveBeenCalled();
    const form = document.querySelector("form")!;
    expect(form).not.toHaveAttribute("aria-busy");
    expect((form.elements.namedItem("nombre") as HTMLInputElement).value).toBe("Ana");
  });

  it("offline: keeps the form and reloads once the network is back", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { reload } = start(CONTACT, { importApp: () => Promise.reject(new Error("offline")) });
    intent();
    document.querySelector("button")!.click();
    await vi.waitFor(() => expect(toast()).toHaveTextContent(RECOVERY_MESSAGES.offline.title));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("online"));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("fails before any submission: the next one is saved and reloaded at once", async () => {
    const { reload } = start(CONTACT, { importApp: () => Promise.reject(new Error("404")) });
    intent();
    await new Promise((resolve) => setTimeout(resolve));
    expect(reload).not.toHaveBeenCalled();
    document.querySelector("button")!.click();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
