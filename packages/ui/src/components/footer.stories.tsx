import preview from "@agencia/storybook-config/preview";
import { expect, fn } from "storybook/test";
import { brandName, contact, footerGroups, tagline } from "../stories/fixtures";
import { BrandMark } from "./brand-mark";
import { Button } from "./button";
import { Footer } from "./footer";
import { Input } from "./input";

/** Receives the newsletter's email in the Actions panel. */
const subscribe = fn().mockName("subscribe");

/** A stand-in for the leads package's newsletter form (ui never imports a domain package). */
function NewsletterStandIn() {
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        subscribe(new FormData(event.currentTarget).get("email"));
      }}
    >
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Newsletter</h2>
      <p className="text-ink-foreground/75 text-sm">
        Ideas para automatizar tu pyme, una vez por mes. Sin spam.
      </p>
      <label htmlFor="newsletter-email" className="sr-only">
        Tu email
      </label>
      <Input
        id="newsletter-email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="tu@email.com"
        required
      />
      <Button type="submit" variant="inverse">
        Suscribirme
      </Button>
    </form>
  );
}

const meta = preview.meta({
  title: "Layout/Footer",
  component: Footer,
  parameters: { layout: "fullscreen" },
  args: {
    brand: { name: brandName, tagline, logo: <BrandMark /> },
    groups: footerGroups,
    newsletter: <NewsletterStandIn />,
    contact,
    year: 2026,
  },
  argTypes: {
    newsletter: { control: false },
    LinkComponent: { control: false },
  },
  // The page's footer: each link group named, the brand and year, and a working newsletter slot.
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const footer = canvas.getByRole("contentinfo");
    for (const group of args.groups)
      await expect(canvas.getByRole("navigation", { name: group.title })).toBeVisible();
    await expect(footer).toHaveTextContent(`© ${args.year} ${args.brand.name}.`);
    await expect(canvasElement.querySelectorAll('[data-slot="brand-mark"]')).toHaveLength(
      args.brand.logo ? 1 : 0,
    );
    await userEvent.type(canvas.getByLabelText("Tu email"), "ana@pyme.com.ar");
    await userEvent.click(canvas.getByRole("button", { name: "Suscribirme" }));
    await expect(subscribe).toHaveBeenLastCalledWith("ana@pyme.com.ar");
  },
});

export const Default = meta.story();

/** One WhatsApp line and no logo. */
export const Minimal = meta.story({
  args: {
    brand: { name: brandName, tagline },
    contact: { ...contact, whatsapp: contact.whatsapp.slice(0, 1) },
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: "phone", isRotated: false } },
});
