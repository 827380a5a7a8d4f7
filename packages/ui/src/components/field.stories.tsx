import preview from "@agencia/storybook-config/preview";
import { expect, fn } from "storybook/test";
import { framed } from "../stories/fixtures";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { Field } from "./field";
import { Input } from "./input";
import { Select } from "./select";
import { Textarea } from "./textarea";

const meta = preview.meta({
  title: "Formularios/Field",
  component: Field,
  args: {
    id: "nombre",
    label: "Nombre y apellido",
    children: <Input id="nombre" name="nombre" autoComplete="name" placeholder="María González" />,
  },
  argTypes: { children: { control: false } },
  decorators: [framed("max-w-md")],
  // The control is named by the label and described by the hint, or by the error, announced.
  play: async ({ canvas, args }) => {
    const control = canvas.getByLabelText(new RegExp(`^${args.label}`));
    await expect(control).toHaveAttribute("id", args.id);
    if (args.required) await expect(control).toBeRequired();
    if (args.error) {
      await expect(canvas.getByRole("alert")).toHaveTextContent(args.error);
      await expect(control).toBeInvalid();
      await expect(control).toHaveAccessibleDescription(args.error);
    } else {
      await expect(canvas.queryByRole("alert")).toBeNull();
      if (args.hint) await expect(control).toHaveAccessibleDescription(args.hint);
    }
  },
});

/** Receives the contact form's values in the Actions panel. */
const submitContactForm = fn().mockName("submitContactForm");

export const Default = meta.story();

/** The asterisk is visual only; the control carries `required`. */
export const Required = meta.story({
  args: {
    id: "email",
    label: "Email",
    required: true,
    children: (
      <Input
        id="email"
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder="maria@tuempresa.com.ar"
      />
    ),
  },
});

/** A hint under the control, linked with `aria-describedby`. */
export const WithHint = meta.story({
  args: {
    id: "whatsapp",
    label: "WhatsApp",
    hint: "Con código de área, sin 0 ni 15. Ej.: 266 455-7788",
    children: (
      <Input
        id="whatsapp"
        name="whatsapp"
        type="tel"
        autoComplete="tel"
        aria-describedby="whatsapp-hint"
        placeholder="266 455-7788"
      />
    ),
  },
});

/** The error replaces the hint and is announced (`role="alert"`); the control is marked invalid. */
export const WithError = meta.story({
  args: {
    id: "email-error",
    label: "Email",
    required: true,
    hint: "Te respondemos a esta dirección.",
    error: "Revisá el email: falta la @ (por ejemplo, maria@tuempresa.com.ar).",
    children: (
      <Input
        id="email-error"
        name="email"
        type="email"
        required
        defaultValue="maria.tuempresa.com.ar"
        aria-invalid
        aria-describedby="email-error-error"
      />
    ),
  },
});

export const WithSelect = meta.story({
  args: {
    id: "rubro",
    label: "Rubro de tu empresa",
    children: (
      <Select id="rubro" name="rubro" defaultValue="">
        <option value="" disabled>
          Elegí una opción
        </option>
        <option value="comercio">Comercio</option>
        <option value="gastronomia">Gastronomía</option>
        <option value="salud">Salud</option>
        <option value="servicios">Servicios profesionales</option>
      </Select>
    ),
  },
});

export const WithTextarea = meta.story({
  args: {
    id: "mensaje",
    label: "¿Qué te gustaría automatizar?",
    hint: "Contanos en pocas líneas cómo trabajan hoy.",
    children: (
      <Textarea
        id="mensaje"
        name="mensaje"
        aria-describedby="mensaje-hint"
        placeholder="Recibimos 80 consultas por día por WhatsApp y respondemos a mano…"
      />
    ),
  },
});

/** Fields composed into the contact form, as the leads package builds it. */
export const ContactForm = meta.story({
  render: () => (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submitContactForm(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <Field id="form-nombre" label="Nombre y apellido" required>
        <Input id="form-nombre" name="nombre" autoComplete="name" required />
      </Field>
      <Field id="form-email" label="Email" required error="Ingresá un email válido.">
        <Input
          id="form-email"
          name="email"
          type="email"
          required
          defaultValue="maria@"
          aria-invalid
          aria-describedby="form-email-error"
        />
      </Field>
      <Field id="form-rubro" label="Rubro">
        <Select id="form-rubro" name="rubro" defaultValue="gastronomia">
          <option value="comercio">Comercio</option>
          <option value="gastronomia">Gastronomía</option>
          <option value="salud">Salud</option>
        </Select>
      </Field>
      <Field id="form-mensaje" label="Mensaje">
        <Textarea id="form-mensaje" name="mensaje" />
      </Field>
      <Checkbox id="form-acepto" name="acepto" label="Acepto que me contacten por WhatsApp." />
      <Button type="submit" size="lg">
        Enviar consulta
      </Button>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Ingresá un email válido.");
    await expect(canvas.getByLabelText(/^Email/)).toBeInvalid();
    await userEvent.type(canvas.getByLabelText(/^Nombre y apellido/), "María González");
    await userEvent.clear(canvas.getByLabelText(/^Email/));
    await userEvent.type(canvas.getByLabelText(/^Email/), "maria@tuempresa.com.ar");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar consulta" }));
    await expect(submitContactForm).toHaveBeenLastCalledWith({
      nombre: "María González",
      email: "maria@tuempresa.com.ar",
      rubro: "gastronomia",
      mensaje: "",
    });
  },
});
