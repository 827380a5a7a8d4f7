import { Icon } from "./icon";
import { useState, type ReactNode } from "react";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { cn } from "../lib/cn";
import { buttonVariants } from "./button";
import { PlainLink, type LinkComponent, type NavItem } from "./link-component";

export const NAV_SCROLL_THRESHOLD = 20;

export interface NavbarProps {
  brand: { name: string; href: string; logo?: ReactNode };
  links: readonly NavItem[];
  cta: NavItem;
  currentPath: string;
  /** Keeps the translucent look even at the top of the page (the spec's /servicios/… rule). */
  alwaysSolid?: boolean;
  /** Extra controls beside the call to action (a cart button, say). */
  actions?: ReactNode;
  LinkComponent?: LinkComponent;
}

export function isActivePath(href: string, currentPath: string): boolean {
  if (href === "/") return currentPath === "/";
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

export function Navbar({
  brand,
  links,
  cta,
  currentPath,
  alwaysSolid = false,
  actions,
  LinkComponent = PlainLink,
}: NavbarProps) {
  // The menu belongs to the path it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === currentPath;
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD);
  const solid = alwaysSolid || scrolled || menuOpen;
  const closeMenu = () => setMenuOpenOn(null);

  return (
    <header
      data-slot="navbar"
      data-state={solid ? "solid" : "transparent"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,color] duration-300",
        solid
          ? "text-foreground bg-white/85 shadow-[0_8px_24px_-16px_rgb(15_23_42/0.35)] backdrop-blur-md"
          : "bg-transparent text-white",
      )}
    >
      <nav
        aria-label="Principal"
        className="h-navbar max-w-page mx-auto flex items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <LinkComponent
          href={brand.href}
          className="flex items-center gap-2.5 text-lg font-bold tracking-tight"
          onClick={closeMenu}
        >
          {brand.logo}
          <span>{brand.name}</span>
        </LinkComponent>

        <ul className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <li key={link.href}>
              <NavLink
                link={link}
                currentPath={currentPath}
                solid={solid}
                LinkComponent={LinkComponent}
              />
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          {actions}
          <LinkComponent
            href={cta.href}
            className={cn(buttonVariants({ size: "sm" }), "hidden sm:inline-flex")}
          >
            {cta.label}
          </LinkComponent>
          <button
            type="button"
            className="rounded-control inline-flex size-11 items-center justify-center lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="menu-movil"
            aria-label={menuOpen ? "Cerrar menú" : "Abrir menú"}
            onClick={() => setMenuOpenOn(menuOpen ? null : currentPath)}
          >
            {menuOpen ? <Icon name="X" /> : <Icon name="Menu" />}
          </button>
        </div>
      </nav>

      <div
        id="menu-movil"
        hidden={!menuOpen}
        className="border-border shadow-card border-t bg-white px-4 pb-6 lg:hidden"
      >
        <ul className="flex flex-col py-2">
          {links.map((link) => (
            <li key={link.href}>
              <NavLink
                link={link}
                currentPath={currentPath}
                solid
                LinkComponent={LinkComponent}
                onClick={closeMenu}
                className="block py-3 text-base"
              />
            </li>
          ))}
        </ul>
        <LinkComponent
          href={cta.href}
          className={cn(buttonVariants({ size: "lg" }), "w-full")}
          onClick={closeMenu}
        >
          {cta.label}
        </LinkComponent>
      </div>
    </header>
  );
}

function NavLink({
  link,
  currentPath,
  solid,
  LinkComponent,
  onClick,
  className,
}: {
  link: NavItem;
  currentPath: string;
  solid: boolean;
  LinkComponent: LinkComponent;
  onClick?: () => void;
  className?: string;
}) {
  const active = isActivePath(link.href, currentPath);
  return (
    <LinkComponent
      href={link.href}
      aria-current={active ? "page" : undefined}
      onClick={onClick}
      className={cn(
        "rounded-md px-3 py-2 text-sm font-medium underline-offset-8 transition-colors",
        solid ? "hover:text-primary" : "text-white/90 hover:text-white",
        active && "font-semibold underline decoration-2",
        active && (solid ? "text-primary decoration-primary" : "decoration-accent-400 text-white"),
        className,
      )}
    >
      {link.label}
    </LinkComponent>
  );
}
