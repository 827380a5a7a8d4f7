import preview from "@agencia/storybook-config/preview";
import { expect, fn } from "storybook/test";
import { onInk } from "../stories/fixtures";
import { Button, type ButtonProps } from "./button";
import { Icon } from "./icon";

type Variant = NonNullable<ButtonProps["variant"]>;

/** Every variant with the label the AllVariants story shows: those for light backgrounds… */
const variantsOnLight: ReadonlyArray<[Variant, string]> = [
  ["primary", "Primario"],
  ["secondary", "Secundario"],
  ["outline", "Contorno"],
  ["ghost", "Fantasma"],
  ["whatsapp", "WhatsApp"],
  ["destructive", "Destructivo"],
  ["link", "Enlace"],
];

/** …and those for dark ones. */
const variantsOnInk: ReadonlyArray<[Variant, string]> = [
  ["inverse", "Inverso"],
  ["ghostInverse", "Fantasma inverso"],
];

function variantButtons(args: ButtonProps, variants: ReadonlyArray<[Variant, string]>) {
  return variants.map(([variant, label]) => (
    <Button key={variant} {...args} variant={variant}>
      {label}
    </Button>
  ));
}

const meta = preview.meta({
  title: "Primitivos/Button",
  component: Button,
  args: {
    children: "Agendá tu consulta gratuita",
    onClick: fn(),
  },
  argTypes: {
    variant: {
      control: "select",
      options: [...variantsOnLight, ...variantsOnInk].map(([variant]) => variant),
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg", "icon"] },
    asChild: { control: false },
  },
  // A story's one button is on screen; enabled, a click reaches onClick; disabled, it is refused.
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole("button");
    await expect(button).toBeVisible();
    if (args.disabled) {
      await expect(button).toBeDisabled();
      return;
    }
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
});

/** The main call to action: one per screen. */
export const Primary = meta.story({
  args: { variant: "primary" },
});

export const Secondary = meta.story({
  args: { variant: "secondary", children: "Ver casos de éxito" },
});

export const Outline = meta.story({
  args: { variant: "outline", children: "Conocé nuestros servicios" },
});

export const Ghost = meta.story({
  args: { variant: "ghost", children: "Más tarde" },
});

/** For dark bands (the hero, the call to action): a white button. */
export const Inverse = meta.story({
  args: { variant: "inverse", children: "Quiero automatizar mi pyme" },
  decorators: [onInk],
});

/** The second action on dark bands. */
export const GhostInverse = meta.story({
  args: { variant: "ghostInverse", children: "Hablá con un asesor" },
  decorators: [onInk],
});

/** Opens a WhatsApp chat; the darker green keeps white text readable. */
export const WhatsApp = meta.story({
  args: {
    variant: "whatsapp",
    children: (
      <>
        <Icon name="MessageCircle" />
        Escribinos por WhatsApp
      </>
    ),
  },
});

export const Destructive = meta.story({
  args: { variant: "destructive", children: "Cancelar la suscripción" },
});

export const Link = meta.story({
  args: { variant: "link", children: "Ver todos los servicios" },
});

export const Sizes = meta.story({
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Chico
      </Button>
      <Button {...args} size="md">
        Mediano
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
      <Button {...args} size="icon" aria-label="Siguiente">
        <Icon name="ArrowRight" />
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ["Chico", "Mediano", "Grande", "Siguiente"])
      await expect(canvas.getByRole("button", { name })).toBeEnabled();
  },
});

/** Every variant side by side, on light and dark backgrounds. */
export const AllVariants = meta.story({
  render: (args) => (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        {variantButtons(args, variantsOnLight)}
      </div>
      <div className="rounded-card bg-ink flex flex-wrap items-center gap-3 p-6">
        {variantButtons(args, variantsOnInk)}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button")).toHaveLength(9);
    for (const name of ["Primario", "Destructivo", "Enlace", "Fantasma inverso"])
      await expect(canvas.getByRole("button", { name })).toBeVisible();
  },
});

export const WithIcon = meta.story({
  args: {
    size: "lg",
    children: (
      <>
        Empezá ahora
        <Icon name="ArrowRight" />
      </>
    ),
  },
});

/** Icon-only buttons need an accessible name. */
export const IconOnly = meta.story({
  args: {
    size: "icon",
    variant: "outline",
    "aria-label": "Abrir el chat",
    children: <Icon name="MessageCircle" />,
  },
});

/** While the form is sending: disabled and faded, it ignores clicks. */
export const Disabled = meta.story({
  args: { disabled: true, children: "Enviando…" },
});

/** `asChild` gives a link the button's look, so navigation stays a real `<a>`. */
export const AsLink = meta.story({
  args: {
    asChild: true,
    children: <a href="#agenda">Reservá una reunión de 30 minutos</a>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Reservá una reunión de 30 minutos" });
    await expect(link).toHaveAttribute("href", "#agenda");
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
});
