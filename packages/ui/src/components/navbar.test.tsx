import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Navbar } from "./navbar";

const links = [
  { href: "/", label: "Inicio" },
  { href: "/servicios", label: "Servicios" },
  { href: "/nosotros", label: "Nosotros" },
];

const navbar = (currentPath: string, alwaysSolid = false) => (
  <Navbar
    brand={{ name: "Impulso IA", href: "/" }}
    links={links}
    cta={{ href: "/agenda", label: "Solicitá una Consulta" }}
    currentPath={currentPath}
    alwaysSolid={alwaysSolid}
  />
);

const renderNavbar = (currentPath: string, alwaysSolid = false) =>
  render(navbar(currentPath, alwaysSolid));

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe("Navbar", () => {
  afterEach(() => scrollTo(0));

  it("marks only the current page's link, including on its subpages", () => {
    renderNavbar("/servicios/desarrollo-web");
    const nav = screen.getByRole("navigation", { name: "Principal" });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual(["Servicios"]);
  });

  it("marks itself scrolled only after more than 20 px, and says so to the early script", () => {
    const { container } = renderNavbar("/");
    const header = container.querySelector("header")!;
    expect(header).toHaveAttribute("data-scroll-past", "20");
    expect(header).not.toHaveAttribute("data-scrolled");
    scrollTo(20);
    expect(header).not.toHaveAttribute("data-scrolled");
    scrollTo(21);
    expect(header).toHaveAttribute("data-scrolled");
  });

  it("keeps the solid look at the top when the page asks for it", () => {
    const { container } = renderNavbar("/servicios/marketing-digital", true);
    expect(container.querySelector("header")).toHaveAttribute("data-always-solid");
  });

  it("leaves the menu a visitor opened before hydration open; the next navigation closes it", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(navbar("/"));
    // jsdom has no popovers: the menu says it is open until it is hidden.
    const menu = container.querySelector<HTMLElement>("#menu-movil")!;
    let open = true;
    vi.spyOn(menu, "matches").mockImplementation(
      (selector) => selector === ":popover-open" && open,
    );
    menu.hidePopover = vi.fn(() => void (open = false));
    const root = await act(async () => hydrateRoot(container, navbar("/")));
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
    expect(menu.hidePopover).not.toHaveBeenCalled();
    await act(async () => root.render(navbar("/nosotros")));
    expect(menu.hidePopover).toHaveBeenCalledOnce();
  });

  it("opens its menu natively: the toggle is the invoker of the menu's popover", () => {
    renderNavbar("/");
    const toggle = screen.getByRole("button", { name: "Menú" });
    const menu = document.getElementById("menu-movil")!;
    expect(toggle).toHaveAttribute("popovertarget", "menu-movil");
    expect(toggle).toHaveAttribute("aria-controls", "menu-movil");
    expect(menu).toHaveAttribute("popover", "auto");
    expect([...menu.querySelectorAll("a")].map((link) => link.textContent)).toEqual([
      "Inicio",
      "Servicios",
      "Nosotros",
      "Solicitá una Consulta",
    ]);
  });
});
