import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { Icon } from "./icon";
import { spriteIconNames, type IconName } from "../generated/icon-names";

const meta = preview.meta({
  title: "Fundamentos/Icon",
  component: Icon,
  args: { name: "Bot" as const },
  argTypes: {
    name: { control: "select", options: spriteIconNames },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Icons come from one SVG sprite (lucide icons, built by `pnpm icons`), so they cost no JavaScript. They are decorative unless a `label` is given. Their size follows `className` (`size-5` by default) and their colour follows the text.",
      },
    },
  },
  // Decorative unless labelled; a labelled icon is an image with that name.
  play: async ({ canvas, canvasElement, args }) => {
    const icon = canvasElement.querySelector('[data-slot="icon"]');
    await expect(icon).toBeVisible();
    await expect(icon?.querySelector("use")?.getAttribute("href")).toMatch(
      new RegExp(`#${args.name}$`),
    );
    if (args.label) await expect(canvas.getByRole("img", { name: args.label })).toBe(icon);
    else await expect(icon).toHaveAttribute("aria-hidden", "true");
  },
});

export const Default = meta.story();

export const Large = meta.story({
  args: { name: "MessageCircle", className: "size-12 text-whatsapp-strong" },
});

/** With `label` the icon is announced as an image; use it when the icon alone carries meaning. */
export const WithLabel = meta.story({
  args: { name: "ShieldCheck", label: "Datos protegidos", className: "size-8 text-success" },
});

/** Every icon in the sprite, by name. */
export const Gallery = meta.story({
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
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(spriteIconNames.length);
    await expect(canvas.getByText("MessageCircle")).toBeVisible();
  },
});
