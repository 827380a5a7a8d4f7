import { offerPages } from "@agencia/content/offers";
import preview from "@agencia/storybook-config/preview";
import type { Decorator } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PlanCard } from "./plan-card";

const ars = offerPages.ars.plans;
const latam = offerPages.latam.plans;

/** Room above the card for the recommended plan's ribbon, which sits over its top edge. */
const roomForRibbon: Decorator = (Story) => (
  <div className="pt-4">
    <Story />
  </div>
);

const meta = preview.meta({
  title: "Oferta/PlanCard",
  component: PlanCard,
  args: {
    plan: ars.diy,
    realValueLabel: ars.realValueLabel,
    realValue: ars.realValue,
    href: "#comprar",
    className: "max-w-sm",
  },
  argTypes: { plan: { control: "object" } },
  // The plan's name, price against the real value, every feature, and its buy link; a ribbon only on the recommended plan.
  play: async ({ canvas, args }) => {
    const { plan } = args;
    await expect(canvas.getByText(plan.name)).toBeVisible();
    await expect(canvas.getByText(plan.price.display)).toBeVisible();
    await expect(canvas.getByText(args.realValue.display)).toBeVisible();
    for (const feature of plan.features) await expect(canvas.getByText(feature)).toBeVisible();
    await expect(canvas.getByRole("link", { name: plan.buttonLabel })).toHaveAttribute(
      "href",
      args.href,
    );
    if (plan.ribbon) await expect(canvas.getByText(plan.ribbon)).toBeVisible();
  },
});

/** Autogestionable, for people who set the agent up themselves. */
export const Autogestionable = meta.story();

/** The recommended plan: ribbon, stronger border and the primary button. */
export const LlaveEnMano = meta.story({
  args: { plan: ars.full_service },
  decorators: [roomForRibbon],
});

/** The LATAM page's plan, in dollars. */
export const Latam = meta.story({
  args: {
    plan: latam.full_service,
    realValueLabel: latam.realValueLabel,
    realValue: latam.realValue,
  },
  decorators: [roomForRibbon],
});

/** Both plans side by side, as on the offer page. */
export const BothPlans = meta.story({
  render: (args) => (
    <div className="grid max-w-4xl gap-8 pt-4 lg:grid-cols-2 lg:items-center">
      <PlanCard {...args} plan={ars.diy} className="" />
      <PlanCard {...args} plan={ars.full_service} className="" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>("[data-plan]")];
    await expect(cards.map((card) => card.dataset.plan)).toEqual(["diy", "full_service"]);
    await expect(cards[1]).toHaveTextContent(ars.full_service.ribbon ?? "");
  },
});

export const Mobile = meta.story({
  args: { plan: ars.full_service, className: "" },
  globals: { viewport: { value: "phone", isRotated: false } },
  decorators: [roomForRibbon],
});
