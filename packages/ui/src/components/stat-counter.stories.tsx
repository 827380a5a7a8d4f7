import preview from "@agencia/storybook-config/preview";
import { expect, waitFor } from "storybook/test";
import { onInk } from "../stories/fixtures";
import { COUNTER_DURATION_MS, StatCounter } from "./stat-counter";

/** The figure a counter shows: its CSS-animated count (`--stat-count`) between its affixes. */
function shownFigure(counter: Element): string {
  const style = getComputedStyle(counter.querySelector("[data-count-digits]")!);
  const affix = (name: string) => JSON.parse(style.getPropertyValue(name)) as string;
  const count = style.getPropertyValue("--stat-count").trim();
  return `${affix("--count-prefix")}${count}${affix("--count-suffix")}`;
}

const meta = preview.meta({
  title: "Bloques/StatCounter",
  component: StatCounter,
  args: { value: 500, suffix: "+", label: "Proyectos completados" },
  parameters: {
    docs: {
      description: {
        component: `Counts from 0 to its value in ${COUNTER_DURATION_MS / 1000} s the first time half of it is visible; screen readers and visitors without JavaScript (or with reduced motion) get the final figure. Reload a story to watch it count again.`,
      },
    },
  },
  // It counts up to the final figure, which screen readers get from the start.
  play: async ({ canvasElement, args }) => {
    const counter = canvasElement.querySelector('[data-slot="stat-counter"]');
    const figure = `${args.prefix ?? ""}${args.value}${args.suffix ?? ""}`;
    await expect(counter?.querySelector(".sr-only")).toHaveTextContent(figure);
    await expect(counter).toHaveTextContent(args.label);
    await waitFor(() => expect(shownFigure(counter!)).toBe(figure), {
      timeout: COUNTER_DURATION_MS + 2000,
    });
  },
});

/** In view: it counts up from 0 (a CSS animation), then stays on 500. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const counter = canvasElement.querySelector<HTMLElement>("[data-slot=stat-counter]")!;
    await waitFor(() => expect(counter).toHaveAttribute("data-count", "counting"));
    await waitFor(() => expect(shownFigure(counter)).toBe("500+"), {
      timeout: COUNTER_DURATION_MS + 2000,
    });
  },
});

export const WithPrefix = meta.story({
  args: { value: 70, prefix: "-", suffix: "%", label: "Tiempo de respuesta a clientes" },
});

/** On dark bands. */
export const Inverse = meta.story({
  args: { inverse: true, value: 24, suffix: "/7", label: "Soporte técnico" },
  decorators: [onInk],
});

/** The home page's row of figures. */
export const Row = meta.story({
  render: () => (
    <div className="grid grid-cols-2 gap-10 lg:grid-cols-4">
      <StatCounter value={500} suffix="+" label="Proyectos completados" />
      <StatCounter value={98} suffix="%" label="Satisfacción de clientes" />
      <StatCounter value={150} suffix="+" label="Empresas transformadas" />
      <StatCounter value={24} suffix="/7" label="Soporte técnico" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const counters = [...canvasElement.querySelectorAll('[data-slot="stat-counter"]')];
    await waitFor(
      () => expect(counters.map(shownFigure)).toEqual(["500+", "98%", "150+", "24/7"]),
      { timeout: COUNTER_DURATION_MS + 2000 },
    );
  },
});
