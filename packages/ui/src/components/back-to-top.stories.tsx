import preview from "@agencia/storybook-config/preview";
import { expect, waitFor } from "storybook/test";
import { BACK_TO_TOP_THRESHOLD, BackToTop } from "./back-to-top";

const meta = preview.meta({
  title: "Flotantes/BackToTop",
  component: BackToTop,
  parameters: {
    layout: "fullscreen",
    // Fixed to the viewport: each story gets its own frame in the docs page.
    docs: {
      story: { inline: false, height: "320px" },
      description: {
        component: `Hidden until the page scrolls more than ${BACK_TO_TOP_THRESHOLD} px; then it fades in at the bottom right, above the WhatsApp button, and scrolls smoothly back to the top.`,
      },
    },
  },
  // A long page, so there is somewhere to scroll.
  decorators: [
    (Story) => (
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-10">
        <h1 className="text-3xl font-bold">Cómo automatizar la atención de tu pyme</h1>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index} className="text-muted-foreground leading-relaxed">
            Un agente conversacional responde las preguntas frecuentes, toma pedidos y agenda turnos
            por WhatsApp, mientras tu equipo se ocupa de lo que de verdad necesita una persona.
          </p>
        ))}
        <Story />
      </div>
    ),
  ],
});

/** At the top of the page the button is hidden. */
export const HiddenAtTop = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Volver arriba" })).toBeNull();
  },
});

/** After scrolling down the button appears (the play function scrolls the page). */
export const VisibleAfterScroll = meta.story({
  play: async ({ canvas }) => {
    window.scrollTo({ top: BACK_TO_TOP_THRESHOLD + 300, behavior: "instant" });
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Volver arriba" })).toBeVisible(),
    );
  },
});
