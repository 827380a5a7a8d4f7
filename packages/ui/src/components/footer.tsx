import { Icon } from "./icon";
import type { ReactNode } from "react";
import { PlainLink, type LinkComponent, type NavItem } from "./link-component";

export interface FooterLinkGroup {
  title: string;
  links: readonly NavItem[];
}

export interface FooterProps {
  brand: { name: string; tagline: string; logo?: ReactNode };
  groups: readonly FooterLinkGroup[];
  /** The newsletter form; the domain package that stores subscriptions provides it. */
  newsletter: ReactNode;
  contact: {
    email: string;
    whatsapp: readonly { label: string; href: string }[];
    location: string;
  };
  year: number;
  /** Beside the copyright: e.g. the app's cookie preferences. */
  legal?: ReactNode;
  LinkComponent?: LinkComponent;
}

export function Footer({
  brand,
  groups,
  newsletter,
  contact,
  year,
  legal,
  LinkComponent = PlainLink,
}: FooterProps) {
  return (
    <footer data-slot="footer" className="skip-offscreen bg-ink text-ink-foreground">
      <div className="max-w-page mx-auto grid gap-12 px-4 py-16 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="flex flex-col gap-5 lg:col-span-4">
          <p className="flex items-center gap-2.5 text-lg font-bold">
            {brand.logo}
            {brand.name}
          </p>
          <p className="text-ink-foreground/75 max-w-sm text-sm leading-relaxed">{brand.tagline}</p>
          <ul className="flex flex-col gap-3 text-sm">
            <li>
              <a
                href={`mailto:${contact.email}`}
                className="text-ink-foreground/85 inline-flex items-center gap-2 hover:text-white"
              >
                <Icon name="Mail" className="text-accent-400 size-4" />
                {contact.email}
              </a>
            </li>
            {contact.whatsapp.map((line) => (
              <li key={line.href}>
                <a
                  href={line.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-ink-foreground/85 inline-flex items-center gap-2 hover:text-white"
                >
                  <Icon name="MessageCircle" className="text-accent-400 size-4" />
                  {line.label}
                </a>
              </li>
            ))}
            <li className="text-ink-foreground/85 inline-flex items-center gap-2">
              <Icon name="MapPin" className="text-accent-400 size-4" />
              {contact.location}
            </li>
          </ul>
        </div>

        <div className="grid gap-10 sm:grid-cols-3 lg:col-span-5">
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
                {group.title}
              </h2>
              <ul className="mt-4 flex flex-col gap-2.5 text-sm">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <LinkComponent
                      href={link.href}
                      className="text-ink-foreground/75 transition-colors hover:text-white"
                    >
                      {link.label}
                    </LinkComponent>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="lg:col-span-3">{newsletter}</div>
      </div>
      <div className="border-t border-white/10">
        <div className="max-w-page text-ink-foreground/70 mx-auto flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-6 text-xs sm:px-6 lg:px-8">
          <p>
            © {year} {brand.name}. Todos los derechos reservados.
          </p>
          {legal}
        </div>
      </div>
    </footer>
  );
}
