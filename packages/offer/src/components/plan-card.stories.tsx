import { offerPages } from "@agencia/content/offers";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PlanCard } from "./plan-card";

const ars = offerPages.ars.plans;
const latam = offerPages.latam.plans;

const meta = {
  title: "Oferta/PlanCard",
  component: PlanCard,
  tags: ["autodocs"],
  args: {
    plan: ars.diy,
    realValueLabel: ars.realValueLabel,
    realValue: ars.realValue,
    href: "#comprar",
    className: "max-w-sm",
  },
  argTypes: { plan: { control: "object" } },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Autogestionable, for people who set the agent up themselves. */
export const Autogestionable: Story = {};

/** The recommended plan: ribbon, stronger border and the primary button. */
export const LlaveEnMano: Story = {
  args: { plan: ars.full_service },
  decorators: [
    (Story) => (
      <div className="pt-4">
        <Story />
      </div>
    ),
  ],
};

/** The LATAM page's plan, in dollars. */
export const Latam: Story = {
  args: {
    plan: latam.full_service,
    realValueLabel: latam.realValueLabel,
    realValue: latam.realValue,
  },
  decorators: [
    (Story) => (
      <div className="pt-4">
        <Story />
      </div>
    ),
  ],
};

/** Both plans side by side, as on the offer page. */
export const BothPlans: Story = {
  render: (args) => (
    <div className="grid max-w-4xl gap-8 pt-4 lg:grid-cols-2 lg:items-center">
      <PlanCard {...args} plan={ars.diy} className="" />
      <PlanCard {...args} plan={ars.full_service} className="" />
    </div>
  ),
};

export const Mobile: Story = {
  args: { plan: ars.full_service, className: "" },
  globals: { viewport: { value: "phone", isRotated: false } },
  decorators: [
    (Story) => (
      <div className="pt-4">
        <Story />
      </div>
    ),
  ],
};
