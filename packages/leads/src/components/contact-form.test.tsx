import { contactServiceOptions } from "@agencia/content/contact";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectToast, fillAndSend, networkFailure, renderForm } from "../test/render-form";
import { ContactForm } from "./contact-form";

async function fill() {
  await userEvent.type(screen.getByLabelText(/Nombre/), "Ana Pérez");
  await userEvent.type(screen.getByLabelText(/Email/), "ana@pyme.com.ar");
  await userEvent.type(screen.getByLabelText("Empresa"), "Ferretería Sur");
  await userEvent.selectOptions(screen.getByLabelText("Servicio de interés"), "Desarrollo Web");
  await userEvent.type(screen.getByLabelText(/Mensaje/), "Necesitamos una tienda online.");
}

describe("ContactForm", () => {
  it("offers the spec's services after an empty 'Seleccioná un servicio'", () => {
    renderForm(<ContactForm />);
    const options = [...screen.getByLabelText("Servicio de interés").querySelectorAll("option")];
    // @agencia/content's tests hold these options to the spec's list, letter for letter.
    expect(options.map((option) => option.textContent)).toEqual(
      contactServiceOptions.map((option) => option.label),
    );
    expect(options[0]).toHaveTextContent("Seleccioná un servicio");
    expect(options[0]).toHaveValue("");
  });

  it("sends the spec's row, clears the form and shows the success toast", async () => {
    const { sent } = await fillAndSend(<ContactForm />, fill, "Enviar mensaje");
    expect(await screen.findByText("✅ ¡Mensaje Enviado!")).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      nombre: "Ana Pérez",
      email: "ana@pyme.com.ar",
      tipo: "Contacto General",
      origen: "Sitio Web - Contacto",
      canal_contacto: "Formulario de Contacto",
      mensaje:
        "Empresa: Ferretería Sur\nServicio de interés: Desarrollo Web\n\nNecesitamos una tienda online.",
    });
    expect(screen.getByLabelText(/Nombre/)).toHaveValue("");
  });

  it("keeps every value and shows the spec's error when sending fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fillAndSend(<ContactForm />, fill, "Enviar mensaje", networkFailure);
    await expectToast(
      "❌ Hubo un error",
      "No se pudo enviar tu mensaje. Por favor, intentá de nuevo.",
    );
    expect(screen.getByLabelText(/Nombre/)).toHaveValue("Ana Pérez");
    expect(screen.getByLabelText(/Mensaje/)).toHaveValue("Necesitamos una tienda online.");
  });

  it("explains in Spanish what is wrong with a field before sending", async () => {
    const { send } = renderForm(<ContactForm />);
    await fill();
    await userEvent.type(screen.getByLabelText("Teléfono"), "llamame");
    await userEvent.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    expect(await screen.findByText(/Ingresá un teléfono válido/)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
