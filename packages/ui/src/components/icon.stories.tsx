import type { Meta, StoryObj } from "@storybook/react-vite";
import { Icon } from "./icon";
import { spriteIconNames, type IconName } from "./icon-names";

const meta = {
  title: "Fundamentos/Icon",
  component: Icon,
  tags: ["autodocs"],
  args: { name: "Bot" },
  argTypes: {
    name: { control: "select", options: spriteIconNames },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Icons come from one SVG sprite (lucide icons, built by `pnpm --filter @agencia/ui icons`), so they cost no JavaScript. They are decorative unless a `label` is given. Their size follows `className` (`size-5` by default) and their colour follows the text.",
      },
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Large: Story = {
  args: { name: "MessageCircle", className: "size-12 text-whatsapp-strong" },
};

/** With `label` the icon is announced as an image; use it when the icon alone carries meaning. */
export const WithLabel: Story = {
  args: { name: "ShieldCheck", label: "Datos protegidos", className: "size-8 text-success" },
};

/** Every icon in the sprite, by name. */
export const Gallery: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3">
      {spriteIconNames.map((name: IconName) => (
        <li
          key={name}
          className="rounded-control border-border flex flex-col items-center gap-2 border p-4 text-center"
        >
          <Icon name={name} className="text-brand-700 size-6" />
          <code className="text-muted-foreground text-xs break-all">{name}</code>
        </li>
      ))}
    </ul>
  ),
};
