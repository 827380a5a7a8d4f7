/**
 * Realistic content shared by the stories (and a few tests) of ui's components. It mirrors the
 * site's copy without importing it, so the stories stay stable when the copy changes.
 */
import type { Decorator } from "@storybook/react-vite";
import type { ComponentType } from "react";
import type { FeatureItem } from "../components/feature-grid";
import type { FooterLinkGroup } from "../components/footer";
import { Button } from "../components/button";
import { Icon } from "../components/icon";
import { Label } from "../components/label";
import type { NavItem } from "../components/link-component";

export const brandName = "Impulso IA";

export const tagline =
  "Inteligencia artificial, automatización y desarrollo a medida para que tu pyme venda más y trabaje menos.";

export const mainLinks: readonly NavItem[] = [
  { href: "/", label: "Inicio" },
  { href: "/servicios", label: "Servicios" },
  { href: "/nosotros", label: "Nosotros" },
  { href: "/tiziana", label: "Tiziana" },
  { href: "/partners", label: "Partners" },
  { href: "/contacto", label: "Contacto" },
];

export const navCta: NavItem = { href: "/agenda", label: "Solicitá una Consulta" };

export const footerGroups: readonly FooterLinkGroup[] = [
  {
    title: "Servicios",
    links: [
      { href: "/servicios/automatizaciones-ia", label: "Automatizaciones con IA" },
      { href: "/servicios/agentes-conversacionales", label: "Agentes Conversacionales" },
      { href: "/servicios/desarrollo-web", label: "Desarrollo Web" },
      { href: "/servicios/consultoria-ia", label: "Consultoría en IA" },
    ],
  },
  {
    title: "Enlaces rápidos",
    links: [
      { href: "/nosotros", label: "Nosotros" },
      { href: "/casos-de-exito", label: "Casos de Éxito" },
      { href: "/blog", label: "Blog" },
      { href: "/contacto", label: "Contacto" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/privacidad", label: "Política de Privacidad" },
      { href: "/terminos", label: "Términos de Servicio" },
    ],
  },
];

/** The agency's first three services, as the home page's cards and feature grids show them. */
export const services: readonly FeatureItem[] = [
  {
    title: "Automatizaciones con IA",
    description: "Procesos que corren solos, de punta a punta.",
    icon: "Zap",
  },
  {
    title: "Agentes conversacionales",
    description: "Atención 24/7 por WhatsApp, Instagram y la web.",
    icon: "MessageCircle",
  },
  {
    title: "Desarrollo web",
    description: "Sitios rápidos que convierten visitas en consultas.",
    icon: "Globe",
  },
];

/** The two actions of the hero and closing bands: book the free call, or talk to an adviser. */
export const bookingActions = (
  <>
    <Button asChild variant="inverse" size="lg">
      <a href="#agenda">
        Agendá tu consulta gratuita
        <Icon name="ArrowRight" />
      </a>
    </Button>
    <Button asChild variant="ghostInverse" size="lg">
      <a href="#whatsapp">
        <Icon name="MessageCircle" />
        Hablá con un asesor
      </a>
    </Button>
  </>
);

/** A wa.me link with the site's prefilled greeting. */
export const whatsappHref =
  "https://wa.me/5492664557788?text=Hola!%20Vengo%20del%20sitio%20web%20y%20me%20gustar%C3%ADa%20hablar%20con%20un%20asesor.";

/** What the chat bubble says for the demo assistant, and where it leads. */
export const tizianaBubble = {
  name: "Tiziana",
  greeting: "¡Hola! Soy Tiziana 👋",
  question: "¿En qué puedo ayudarte?",
  href: whatsappHref,
};

export const contact = {
  email: "hola@impulsoia.com.ar",
  whatsapp: [
    { label: "San Luis: +54 9 266 455-7788", href: "https://wa.me/5492664557788" },
    { label: "Buenos Aires: +54 9 11 5566-7788", href: "https://wa.me/5491155667788" },
  ],
  location: "San Luis y Buenos Aires, Argentina",
} as const;

/** Renders a story inside a box with these classes: a width to keep, a band to sit on. */
export function framed(className: string): Decorator {
  return (Story) => (
    <div className={className}>
      <Story />
    </div>
  );
}

/**
 * Renders a story on the dark ink band where inverse variants live. A wrapper rather than the
 * backgrounds toolbar, so the a11y contrast check always measures the real background.
 */
export const onInk = framed("rounded-card bg-ink text-ink-foreground p-8");

/** Renders a story on the grey band of alternating sections. */
export const onMuted = framed("bg-muted p-8");

/**
 * Renders a form control's story under its label, the way `Field` wires them in real forms: every
 * control needs a label, and the play functions find the control by it.
 */
export function labelled<Args extends { id?: string }>(
  Control: ComponentType<Args>,
  label: string,
  width: "max-w-sm" | "max-w-md" = "max-w-sm",
) {
  return (args: Args) => (
    <div className={`flex ${width} flex-col gap-1.5`}>
      <Label htmlFor={args.id}>{label}</Label>
      <Control {...args} />
    </div>
  );
}
