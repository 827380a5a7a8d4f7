import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Navbar } from "./navbar";

const links = [
  { href: "/", label: "Inicio" },
  { href: "/servicios", label: "Servicios" },
  { href: "/nosotros", label: "Nosotros" },
];

function renderNavbar(currentPath: string, alwaysSolid = false) {
  return render(
    <Navbar
      brand={{ name: "Impulso IA", href: "/" }}
      links={links}
      cta={{ href: "/agenda", label: "Solicitá una Consulta" }}
      currentPath={currentPath}
      alwaysSolid={alwaysSolid}
    />,
  );
}

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

  it("turns translucent only after more than 20 px of scroll", () => {
    const { container } = renderNavbar("/");
    const header = container.querySelector("header")!;
    expect(header).toHaveAttribute("data-state", "transparent");
    scrollTo(20);
    expect(header).toHaveAttribute("data-state", "transparent");
    scrollTo(21);
    expect(header).toHaveAttribute("data-state", "solid");
  });

  it("stays translucent at the top when the page asks for it", () => {
    const { container } = renderNavbar("/servicios/marketing-digital", true);
    expect(container.querySelector("header")).toHaveAttribute("data-state", "solid");
  });

  it("opens the mobile menu with the toggle and closes it when the path changes", async () => {
    const { rerender } = renderNavbar("/");
    const toggle = screen.getByRole("button", { name: "Abrir menú" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Cerrar menú" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(document.getElementById("menu-movil")).toBeVisible();
    rerender(
      <Navbar
        brand={{ name: "Impulso IA", href: "/" }}
        links={links}
        cta={{ href: "/agenda", label: "Solicitá una Consulta" }}
        currentPath="/nosotros"
      />,
    );
    expect(screen.getByRole("button", { name: "Abrir menú" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(document.getElementById("menu-movil")).not.toBeVisible();
  });

  it("closes the mobile menu when one of its links is chosen", async () => {
    renderNavbar("/");
    await userEvent.click(screen.getByRole("button", { name: "Abrir menú" }));
    const menu = document.getElementById("menu-movil")!;
    const link = [...menu.querySelectorAll("a")].find((a) => a.textContent === "Nosotros")!;
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(menu).not.toBeVisible();
  });
});
