import { offerPages } from "@agencia/content/offers";
import preview from "@agencia/storybook-config/preview";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import { useCountdown } from "../use-countdown";
import { CountdownBanner } from "./countdown-banner";

const copy = offerPages.ars.banner;

const meta = preview.meta({
  title: "Oferta/CountdownBanner",
  component: CountdownBanner,
  args: { copy, left: { days: "12", hours: "07", minutes: "45", seconds: "09" } },
  argTypes: { copy: { control: false } },
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component:
          "The bar at the top of an offer page. `left` comes from `useCountdown(end, initial)`: the zero-padded units while the offer runs, `{}` once it is over. Both messages are in the HTML and `data-state` shows one, so the page's promotion clock script can set the visitor's own state before React runs.",
      },
    },
  },
  // Before hydration the promotion label; while it runs a timer with the units left.
  play: async ({ canvas, args }) => {
    if (args.left === null) {
      await expect(canvas.getByText(args.copy.promoLabel)).toBeVisible();
      await expect(canvas.queryByRole("timer")).toBeNull();
      return;
    }
    const timer = canvas.getByRole("timer");
    await expect(timer).toHaveTextContent(args.copy.runningLabel);
    for (const value of Object.values(args.left)) await expect(timer).toHaveTextContent(value);
  },
});

/** Days left: every unit shows. */
export const Running = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("timer")).toBeVisible();
    await expect(canvas.getByText("La oferta ha terminado!")).not.toBeVisible();
  },
});

/** The last minutes: empty leading units are left out. */
export const LastMinutes = meta.story({
  args: { left: { minutes: "04", seconds: "37" } },
  play: async ({ canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll("[data-unit]:not([hidden])")];
    await expect(shown.map((unit) => unit.getAttribute("data-unit"))).toEqual([
      "minutes",
      "seconds",
    ]);
  },
});

/** The promotion is over: 'La oferta ha terminado!' on the dark band. */
export const Ended = meta.story({
  args: { left: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("La oferta ha terminado!")).toBeVisible();
    await expect(canvas.queryByRole("timer")).toBeNull();
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: "phone", isRotated: false } },
});

/** The banner driven by the real hook, with the end 3 seconds away. */
function LiveBanner() {
  const [end] = useState(() => Date.now() + 3000);
  const { left, live } = useCountdown(end, {});
  return <CountdownBanner left={left} live={live} copy={copy} />;
}

/** Counts down every second, then turns into the ended message (the play function waits for it). */
export const CountsDownToTheEnd = meta.story({
  render: () => <LiveBanner />,
  play: async ({ canvas }) => {
    const timer = await canvas.findByRole("timer");
    await expect(timer).toHaveTextContent(/0[1-3]\s*seg/);
    await waitFor(() => expect(canvas.getByText("La oferta ha terminado!")).toBeVisible(), {
      timeout: 5000,
    });
  },
});
