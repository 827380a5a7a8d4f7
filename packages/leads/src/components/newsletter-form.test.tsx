import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectToast, networkFailure, renderForm } from "../test/render-form";
import { NewsletterForm } from "./newsletter-form";

describe("NewsletterForm", () => {
  it("refuses an empty e-mail with the spec's toast and sends nothing", async () => {
    const { send } = renderForm(<NewsletterForm />);
    await userEvent.click(screen.getByRole("button", { name: "Suscribirme" }));
    await expectToast("Error", "Por favor, ingresá tu email.");
    expect(send).not.toHaveBeenCalled();
  });

  it("subscribes, clears the field and thanks the visitor", async () => {
    const { sent } = renderForm(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText("Tu email"), "ana@pyme.com.ar");
    await userEvent.click(screen.getByRole("button", { name: "Suscribirme" }));
    await expectToast("¡Suscripción exitosa!", "Gracias por unirte a nuestro boletín.");
    expect(screen.getByLabelText("Tu email")).toHaveValue("");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      email: "ana@pyme.com.ar",
      nombre: "Suscriptor",
      tipo: "suscripcion",
    });
  });

  it("keeps the e-mail and shows the spec's error when the backend fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderForm(<NewsletterForm />, networkFailure);
    await userEvent.type(screen.getByLabelText("Tu email"), "ana@pyme.com.ar");
    await userEvent.click(screen.getByRole("button", { name: "Suscribirme" }));
    await expectToast(
      "Error en la suscripción",
      "Hubo un problema al procesar tu solicitud. Por favor, intentá de nuevo.",
    );
    expect(screen.getByLabelText("Tu email")).toHaveValue("ana@pyme.com.ar");
    expect(console.error).toHaveBeenCalled();
  });

  it("disables the field and ignores a second submit while sending", async () => {
    let finish: (value: { ok: true }) => void = () => {};
    const { send } = renderForm(
      <NewsletterForm />,
      () => new Promise((resolve) => (finish = resolve)),
    );
    await userEvent.type(screen.getByLabelText("Tu email"), "ana@pyme.com.ar");
    const form = screen.getByRole("button", { name: "Suscribirme" }).closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole("button", { name: "Enviando..." })).toBeDisabled();
    expect(screen.getByLabelText("Tu email")).toBeDisabled();
    await waitFor(() => expect(send).toHaveBeenCalled());
    finish({ ok: true });
    await waitFor(() => expect(screen.getByLabelText("Tu email")).toHaveValue(""));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("pretends to succeed for a bot that fills the hidden field, storing nothing", async () => {
    const { send, container } = renderForm(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText("Tu email"), "bot@spam.com");
    fireEvent.change(container.querySelector('input[name="sitio_web"]')!, {
      target: { value: "http://spam" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Suscribirme" }));
    expect(await screen.findByText("¡Suscripción exitosa!")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
