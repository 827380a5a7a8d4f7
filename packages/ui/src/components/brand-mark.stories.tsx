import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { BrandMark } from "./brand-mark";

const meta = preview.meta({
  title: "Fundamentos/BrandMark",
  component: BrandMark,
  parameters: {
    docs: {
      description: {
        component:
          "The agency's mark, drawn from the brand and accent tokens. It is decorative: the brand name always sits beside it.",
      },
    },
  },
  // Decorative: on screen, hidden from screen readers.
  play: async ({ canvasElement }) => {
    for (const mark of canvasElement.querySelectorAll('[data-slot="brand-mark"]')) {
      await expect(mark).toBeVisible();
      await expect(mark).toHaveAttribute("aria-hidden", "true");
    }
  },
});

export const Default = meta.story();

export const Large = meta.story({ args: { className: "size-16" } });

/** As the navbar and the footer show it: mark plus name. */
export const WithName = meta.story({
  render: (args) => (
    <div className="flex flex-col gap-6">
      <p className="flex items-center gap-2.5 text-lg font-bold tracking-tight">
        <BrandMark {...args} />
        Impulso IA
      </p>
      <p className="rounded-card bg-ink text-ink-foreground flex w-fit items-center gap-2.5 px-5 py-4 text-lg font-bold">
        <BrandMark {...args} />
        Impulso IA
      </p>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText("Impulso IA")).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-slot="brand-mark"]')).toHaveLength(2);
  },
});
