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
  LinkComponent?: LinkComponent;
}

export function Footer({
  brand,
  groups,
  newsletter,
  contact,
  year,
  LinkComponent = PlainLink,
}: FooterProps) {
  return (
    <footer data-slot="footer" className="bg-ink text-ink-foreground">
      <div className="mx-auto grid max-w-page gap-12 px-4 py-16 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="flex flex-col gap-5 lg:col-span-4">
          <p className="flex items-center gap-2.5 text-lg font-bold">
            {brand.logo}
            {brand.name}
          </p>
          <p className="max-w-sm text-sm leading-relaxed text-ink-foreground/75">{brand.tagline}</p>
          <ul className="flex flex-col gap-3 text-sm">
            <li>
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex items-center gap-2 text-ink-foreground/85 hover:text-white"
              >
                <Icon name="Mail" className="size-4 text-accent-400" />
                {contact.email}
              </a>
            </li>
            {contact.whatsapp.map((line) => (
              <li key={line.href}>
                <a
                  href={line.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 text-ink-foreground/85 hover:text-white"
                >
                  <Icon name="MessageCircle" className="size-4 text-accent-400" />
                  {line.label}
                </a>
              </li>
            ))}
            <li className="inline-flex items-center gap-2 text-ink-foreground/85">
              <Icon name="MapPin" className="size-4 text-accent-400" />
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
        <p className="mx-auto max-w-page px-4 py-6 text-xs text-ink-foreground/70 sm:px-6 lg:px-8">
          © {year} {brand.name}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
