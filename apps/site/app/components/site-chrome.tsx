import { CookieSettings } from "@agencia/app-shell/analytics";
import { MAIN_ID, MainContent } from "@agencia/app-shell/main-content";
import { usePageName } from "@agencia/app-shell/page-name";
import { whatsappGreetingFrom } from "@agencia/content/contact-points";
import {
  footerGroups,
  isAlwaysSolidNavPath,
  isStaffAreaPath,
  mainNav,
  navCta,
} from "@agencia/content/navigation";
import { assistant } from "@agencia/content/tiziana";
import { NewsletterForm } from "@agencia/leads/newsletter-form";
import { CartButton } from "@agencia/store-client/cart-button";
import { BackToTop } from "@agencia/ui/back-to-top";
import { BrandMark } from "@agencia/ui/brand-mark";
import { ChatBubble } from "@agencia/ui/chat-bubble";
import { FloatingWhatsApp } from "@agencia/ui/floating-whatsapp";
import { Footer } from "@agencia/ui/footer";
import { Navbar } from "@agencia/ui/navbar";
import { Toaster } from "@agencia/ui/toaster";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { env } from "../env";
import { chatLink, whatsappLines } from "../lib/contact";
import { RouterLink } from "./router-link";

const TAGLINE =
  "Inteligencia artificial, automatización y desarrollo a medida para que tu pyme venda más y trabaje menos.";

/** The default layout of the site: navbar, footer and the floating helpers on every page. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const pageName = usePageName();
  // A sales page's chat names the page the visitor comes from (spec 001 §7).
  const greeting = pageName ? whatsappGreetingFrom(pageName) : undefined;
  const chat = chatLink(greeting);
  return (
    <>
      <a
        href={`#${MAIN_ID}`}
        className="rounded-control text-brand-800 sr-only z-50 bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido
      </a>
      <Navbar
        brand={{ name: env.brandName, href: "/", logo: <BrandMark /> }}
        links={mainNav}
        cta={navCta}
        currentPath={pathname}
        alwaysSolid={isAlwaysSolidNavPath(pathname)}
        actions={<CartButton LinkComponent={RouterLink} />}
        LinkComponent={RouterLink}
      />
      <MainContent>{children}</MainContent>
      <Footer
        brand={{ name: env.brandName, tagline: TAGLINE, logo: <BrandMark /> }}
        groups={footerGroups}
        newsletter={<NewsletterForm id="newsletter-footer" />}
        contact={{
          email: env.contactEmail,
          whatsapp: whatsappLines(greeting),
          location: "San Luis and Buenos Aires, Argentina",
        }}
        year={new Date().getFullYear()}
        legal={<CookieSettings />}
        LinkComponent={RouterLink}
      />
      {/* Visitors' helpers; the staff area has no use for them (and they would cover the list). */}
      {isStaffAreaPath(pathname) ? null : (
        <>
          <FloatingWhatsApp href={chat} />
          <ChatBubble
            name={assistant.firstName}
            greeting={assistant.greeting}
            question={assistant.question}
            href={chat}
          />
        </>
      )}
      <BackToTop />
      <Toaster />
    </>
  );
}
