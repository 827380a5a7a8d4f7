import { socialProof, socialProofTemplate } from "@agencia/content/offers";
import preview from "@agencia/storybook-config/preview";
import { expect, waitFor } from "storybook/test";
import { SocialProofPopup } from "./social-proof-popup";

const meta = preview.meta({
  title: "Oferta/SocialProofPopup",
  component: SocialProofPopup,
  args: {
    messages: socialProof.ars,
    template: socialProofTemplate.ars,
    random: () => 0,
    // Faster than the spec's 8 s / 5 s, so the stories show a message sooner.
    intervalMs: 1500,
    visibleMs: 1200,
  },
  argTypes: { messages: { control: false }, random: { control: false } },
  parameters: {
    layout: "fullscreen",
    docs: {
      story: { inline: false, height: "160px" },
      description: {
        component:
          "On the offer pages, every 8 seconds a recent purchase not yet shown in this cycle appears for 5 seconds in the bottom-left corner, announced politely to screen readers. The stories shorten the timing with `intervalMs` and `visibleMs`.",
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="min-h-40">
        <Story />
      </div>
    ),
  ],
});

/** A purchase on the Argentine page. */
export const Showing = meta.story({
  play: async ({ canvas }) => {
    await waitFor(
      () =>
        expect(canvas.getByRole("status")).toHaveTextContent(
          "Sofía de Córdoba compró Llave en Mano",
        ),
      { timeout: 4000 },
    );
  },
});

/** A purchase on the LATAM page. */
export const Latam = meta.story({
  args: { messages: socialProof.latam, template: socialProofTemplate.latam },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("status")).not.toBeEmptyDOMElement(), {
      timeout: 4000,
    });
  },
});

/** A message shows, hides, and the next one is a different purchase. */
export const Rotates = meta.story({
  args: { intervalMs: 600, visibleMs: 300 },
  play: async ({ canvas }) => {
    const popup = canvas.getByRole("status");
    await waitFor(() => expect(popup).not.toBeEmptyDOMElement());
    const first = popup.textContent;
    await waitFor(() => expect(popup).toBeEmptyDOMElement());
    await waitFor(() => expect(popup).not.toBeEmptyDOMElement());
    await expect(popup.textContent).not.toBe(first);
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: "phone", isRotated: false } },
  play: Showing.play,
});
