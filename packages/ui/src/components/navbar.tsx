import { Icon } from "./icon";
import { useEffect, useRef, type ReactNode } from "react";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { cn } from "../lib/cn";
import { buttonVariants } from "./button";
import { PlainLink, type LinkComponent, type NavItem } from "./link-component";

export const NAV_SCROLL_THRESHOLD = 20;

/** The small screens' menu: a native popover, so it opens on the first tap, hydrated or not. */
export const MOBILE_MENU_ID = "menu-movil";

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

/**
 * The fixed top bar. Its look is CSS (the `nav-solid` variants of the theme): transparent at the
 * top of the page, solid past 20 px (`data-scrolled`, kept by `useScrolledPast` and, before React
 * runs, by the page's early script from `data-scroll-past`), on `alwaysSolid` paths and while the
 * menu is open. On small screens the toggle opens the menu as a popover: the browser opens and
 * closes it (Escape and a tap outside close it too), and choosing a link closes it.
 */
export function Navbar({
  brand,
  links,
  cta,
  currentPath,
  alwaysSolid = false,
  actions,
  LinkComponent = PlainLink,
}: NavbarProps) {
  const header = useRef<HTMLElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useScrolledPast(header, NAV_SCROLL_THRESHOLD);
  const closeMenu = () => {
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  };
  // The menu belongs to the page it was opened on: any navigation (back and forward too) closes it.
  // Not hydration: a menu the visitor opened before React ran stays open.
  const shownPath = useRef(currentPath);
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    closeMenu();
  }, [currentPath]);

  return (
    <header
      ref={header}
      data-slot="navbar"
      data-scroll-past={NAV_SCROLL_THRESHOLD}
      data-always-solid={alwaysSolid || undefined}
      className={cn(
        "group/navbar fixed inset-x-0 top-0 z-40 bg-transparent text-white transition-[background-color,box-shadow,color] duration-300",
        "nav-solid:text-foreground nav-solid:bg-white/85 nav-solid:shadow-[0_8px_24px_-16px_rgb(15_23_42/0.35)] nav-solid:backdrop-blur-md",
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
              <NavLink link={link} currentPath={currentPath} LinkComponent={LinkComponent} />
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
            popoverTarget={MOBILE_MENU_ID}
            aria-controls={MOBILE_MENU_ID}
            aria-label="Menú"
            className="rounded-control inline-flex size-11 items-center justify-center lg:hidden"
          >
            <Icon name="Menu" className="group-has-[:popover-open]/navbar:hidden" />
            <Icon name="X" className="hidden group-has-[:popover-open]/navbar:block" />
          </button>
        </div>
      </nav>

      <div
        ref={menu}
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Menú"
        className={cn(
          "text-foreground inset-x-0 top-(--spacing-navbar) bottom-auto m-0 h-auto max-h-[calc(100dvh-var(--spacing-navbar))] w-full max-w-none overflow-y-auto lg:hidden",
          "border-border shadow-card border-0 border-t bg-white px-4 pb-6",
        )}
      >
        <ul className="flex flex-col py-2">
          {links.map((link) => (
            <li key={link.href}>
              <NavLink
                link={link}
                currentPath={currentPath}
                LinkComponent={LinkComponent}
                onClick={closeMenu}
                inMenu
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
  LinkComponent,
  onClick,
  inMenu = false,
  className,
}: {
  link: NavItem;
  currentPath: string;
  LinkComponent: LinkComponent;
  onClick?: () => void;
  /** In the open menu, on white: always the solid look. */
  inMenu?: boolean;
  className?: string;
}) {
  const active = isActivePath(link.href, currentPath);
  return (
    <LinkComponent
      href={link.href}
      aria-current={active ? "page" : undefined}
      onClick={onClick}
      className={cn(
        "fallback:py-2 fallback:text-sm rounded-md px-3 underline-offset-8 transition-colors",
        active ? "font-semibold underline decoration-2" : "font-medium",
        inMenu ? "hover:text-primary" : "in-nav-solid:hover:text-primary hover:text-white",
        inMenu
          ? active && "text-primary decoration-primary"
          : active
            ? "decoration-accent-400 in-nav-solid:text-primary in-nav-solid:decoration-primary text-white"
            : "in-nav-solid:text-foreground text-white/90",
        className,
      )}
    >
      {link.label}
    </LinkComponent>
  );
}
