import { offerPages } from "@agencia/content/offers";
import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { CountdownUnits } from "./countdown-units";

const meta = preview.meta({
  title: "Oferta/CountdownUnits",
  component: CountdownUnits,
  args: {
    left: { days: "03", hours: "18", minutes: "05", seconds: "42" },
    units: offerPages.ars.banner.units,
    size: "sm" as const,
  },
  argTypes: { size: { control: "inline-radio", options: ["sm", "lg"] } },
  // Only the units with time left, each as its two digits over its name, in order.
  play: async ({ canvasElement, args }) => {
    const units = [...canvasElement.querySelectorAll<HTMLElement>("[data-unit]:not([hidden])")];
    await expect(units.map((unit) => unit.dataset.unit)).toEqual(Object.keys(args.left));
    for (const unit of units) {
      const name = unit.dataset.unit as keyof typeof args.left;
      await expect(unit).toHaveTextContent(`${args.left[name]}${args.units[name]}`);
    }
  },
});

/** The banner's size. */
export const Small = meta.story();

/** The purchase section's size. */
export const Large = meta.story({ args: { size: "lg" } });

/** Under a minute left: only the seconds. */
export const LastSeconds = meta.story({ args: { left: { seconds: "09" }, size: "lg" } });
