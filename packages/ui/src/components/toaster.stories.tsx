import preview from "@agencia/storybook-config/preview";
import { expect, fn, userEvent, within } from "storybook/test";
import { settled } from "../stories/play-helpers";
import { Button } from "./button";
import { showToast, Toaster, type ToastMessage } from "./toaster";

const messages = {
  default: {
    title: "Te escribimos en menos de 24 horas",
    description: "Un asesor va a revisar tu consulta y te contacta por WhatsApp.",
  },
  success: {
    title: "¡Listo! Recibimos tu consulta",
    description: "Te enviamos una copia a maria@tuempresa.com.ar.",
    variant: "success",
  },
  destructive: {
    title: "No pudimos enviar el formulario",
    description: "Revisá tu conexión e intentá de nuevo, o escribinos por WhatsApp.",
    variant: "destructive",
  },
} as const satisfies Record<string, ToastMessage>;

/** Logs each toast in the Actions panel, then shows it. */
const show = fn((message: ToastMessage) => showToast(message)).mockName("showToast");

const meta = preview.meta({
  title: "Flotantes/Toaster",
  component: Toaster,
  parameters: {
    // Toasts appear at the top center of the viewport: each story gets its own frame in the docs.
    docs: {
      story: { inline: false, height: "280px" },
      description: {
        component:
          "Place one `<Toaster />` in the page, then call `showToast({ title, description, variant })` from anywhere. The toast library loads with the first toast, and a new toast replaces the old one.",
      },
    },
  },
  render: () => (
    <div className="flex min-h-56 flex-wrap items-end justify-center gap-3">
      <Toaster />
      <Button variant="outline" onClick={() => show(messages.default)}>
        Aviso
      </Button>
      <Button variant="primary" onClick={() => show(messages.success)}>
        Éxito
      </Button>
      <Button variant="destructive" onClick={() => show(messages.destructive)}>
        Error
      </Button>
    </div>
  ),
});

/** Clicks a button, then waits for its toast to finish sliding in. */
async function showAndFind(canvasElement: HTMLElement, button: string, title: string) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: button }));
  // Sonner renders its toasts outside the story's root.
  const toast = await within(canvasElement.ownerDocument.body).findByText(title);
  await settled(toast.closest("[data-sonner-toast]") ?? toast);
  return toast;
}

/** Click a button to show each kind of toast. */
export const Playground = meta.story({
  play: async ({ canvas }) => {
    for (const name of ["Aviso", "Éxito", "Error"])
      await expect(canvas.getByRole("button", { name })).toBeEnabled();
    await expect(canvas.queryByText(messages.default.title)).toBeNull();
  },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await showAndFind(canvasElement, "Aviso", messages.default.title)).toBeVisible();
  },
});

export const Success = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await showAndFind(canvasElement, "Éxito", messages.success.title)).toBeVisible();
  },
});

export const Destructive = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      await showAndFind(canvasElement, "Error", messages.destructive.title),
    ).toBeVisible();
  },
});
