import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectToast, fillAndSend, networkFailure, renderForm } from "../test/render-form";
import { AgendaForm } from "./agenda-form";

async function fill() {
  await userEvent.type(screen.getByLabelText(/Nombre/), "Ana Pérez");
  await userEvent.type(screen.getByLabelText(/Email/), "ana@pyme.com.ar");
  await userEvent.type(screen.getByLabelText(/Teléfono/), "+54 9 266 455-7788");
  await userEvent.selectOptions(screen.getByLabelText(/Cómo preferís/), "Videollamada");
  await userEvent.type(screen.getByLabelText(/Qué necesitás/), "Automatizar la carga de pedidos.");
}

describe("AgendaForm", { timeout: 20_000 }, () => {
  it("opens with the disabled placeholder selected, then the spec's four methods", () => {
    renderForm(<AgendaForm />);
    const select = screen.getByLabelText(/Cómo preferís/) as HTMLSelectElement;
    const options = [...select.options];
    expect(options.map((option) => option.textContent)).toEqual([
      "Seleccioná un método de contacto",
      "WhatsApp",
      "Videollamada",
      "Llamada",
      "Email",
    ]);
    expect(options[0]).toBeDisabled();
    expect(select.value).toBe("");
    expect(select).toBeRequired();
  });

  it("sends the spec's row and shows the thank-you screen with the name", async () => {
    const { sent } = await fillAndSend(<AgendaForm />, fill, "Solicitar consulta gratuita");
    await expectToast(
      "✅ ¡Consulta solicitada!",
      "Gracias por tu interés. Nos pondremos en contacto con vos a la brevedad.",
    );
    expect(sent[0]).toMatchObject({
      nombre: "Ana Pérez",
      email: "ana@pyme.com.ar",
      telefono: "+54 9 266 455-7788",
      tipo: "Consulta",
      origen: "Sitio Web - Agenda",
      canal_contacto: "Videollamada",
      mensaje:
        "Solicitud de consulta gratuita (30 minutos)\nMedio de contacto preferido: Videollamada\nTeléfono: +54 9 266 455-7788\n\nNecesidades:\nAutomatizar la carga de pedidos.",
    });
    expect(screen.getByRole("heading", { name: "¡Gracias, Ana Pérez!" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Solicitar consulta gratuita" })).toBeNull();
  });

  it("'Enviar otra solicitud' brings back an empty form", async () => {
    await fillAndSend(<AgendaForm />, fill, "Solicitar consulta gratuita");
    await userEvent.click(await screen.findByRole("button", { name: "Enviar otra solicitud" }));
    expect(screen.getByLabelText(/Nombre/)).toHaveValue("");
    expect(screen.getByLabelText(/Email/)).toHaveValue("");
    expect(screen.getByLabelText(/Teléfono/)).toHaveValue("");
    expect(screen.getByLabelText(/Cómo preferís/)).toHaveValue("");
    expect(screen.getByLabelText(/Qué necesitás/)).toHaveValue("");
  });

  it("keeps every value and shows the spec's error when sending fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fillAndSend(<AgendaForm />, fill, "Solicitar consulta gratuita", networkFailure);
    await expectToast(
      "❌ Hubo un error",
      "No se pudo enviar tu solicitud. Por favor, intentá de nuevo.",
    );
    expect(screen.getByLabelText(/Nombre/)).toHaveValue("Ana Pérez");
    expect(screen.getByLabelText(/Cómo preferís/)).toHaveValue("Videollamada");
    expect(screen.getByLabelText(/Qué necesitás/)).toHaveValue("Automatizar la carga de pedidos.");
  });

  it("lets the browser refuse to send without a contact method", async () => {
    const { send } = renderForm(<AgendaForm />);
    await userEvent.type(screen.getByLabelText(/Nombre/), "Ana Pérez");
    await userEvent.type(screen.getByLabelText(/Email/), "ana@pyme.com.ar");
    await userEvent.type(screen.getByLabelText(/Qué necesitás/), "Un chatbot.");
    await userEvent.click(screen.getByRole("button", { name: "Solicitar consulta gratuita" }));
    const select = screen.getByLabelText(/Cómo preferís/) as HTMLSelectElement;
    expect(select.validity.valueMissing).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });
});
