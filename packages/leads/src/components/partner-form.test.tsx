import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectToast, fillAndSend, networkFailure, renderForm } from "../test/render-form";
import { PartnerForm } from "./partner-form";

async function fill({ services = true } = {}) {
  await userEvent.type(screen.getByLabelText(/Nombre/), "Lucas Gómez");
  await userEvent.type(screen.getByLabelText(/Email/), "lucas@ventas.com.ar");
  await userEvent.selectOptions(screen.getByLabelText(/Cómo preferís/), "Google Meet");
  if (services) {
    await userEvent.click(screen.getByLabelText("Agentes Conversacionales"));
    await userEvent.click(screen.getByLabelText("Marketing Digital"));
  }
  await userEvent.click(screen.getByLabelText("Sí, poca experiencia en ventas"));
}

describe("PartnerForm", { timeout: 20_000 }, () => {
  it("offers the spec's services, experience answers and contact methods", () => {
    renderForm(<PartnerForm />);
    const boxes = screen.getAllByRole("checkbox").map((box) => (box as HTMLInputElement).value);
    expect(boxes).toEqual([
      "Automatizaciones con IA",
      "Agentes Conversacionales",
      "Desarrollo Web a Medida",
      "Marketing Digital",
      "Sistemas Personalizados",
    ]);
    const radios = screen.getAllByRole("radio").map((radio) => (radio as HTMLInputElement).value);
    expect(radios).toEqual(["si-mucha", "si-poca", "no"]);
    const select = screen.getByLabelText(/Cómo preferís/) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual([
      "",
      "Email",
      "Llamada",
      "WhatsApp",
      "Google Meet",
    ]);
    expect(select.options[0]).toBeDisabled();
    expect(select.value).toBe("");
  });

  it("sends the spec's row with the chosen services and shows the thank-you screen", async () => {
    const { sent } = await fillAndSend(<PartnerForm />, fill, "Enviar postulación");
    await expectToast(
      "✅ ¡Postulación Recibida!",
      "Gracias por tu interés en ser partner. Analizaremos tu perfil y te contactaremos.",
    );
    expect(sent[0]).toMatchObject({
      nombre: "Lucas Gómez",
      email: "lucas@ventas.com.ar",
      telefono: null,
      tipo: "Partner",
      origen: "Sitio Web - Partners",
      canal_contacto: "Google Meet",
      mensaje:
        "Servicios: Agentes Conversacionales, Marketing Digital\nExperiencia en ventas: si-poca",
    });
    expect(
      screen.getByRole("heading", { name: "¡Gracias por postularte, Lucas Gómez!" }),
    ).toBeInTheDocument();
  });

  it("writes N/A when no service is chosen", async () => {
    const { sent } = renderForm(<PartnerForm />);
    await fill({ services: false });
    await userEvent.click(screen.getByRole("button", { name: "Enviar postulación" }));
    await screen.findByText("✅ ¡Postulación Recibida!", undefined, { timeout: 5000 });
    expect(sent[0]?.mensaje).toBe("Servicios: N/A\nExperiencia en ventas: si-poca");
  });

  it("'Enviar otra postulación' clears every field, boxes and answers included", async () => {
    await fillAndSend(<PartnerForm />, fill, "Enviar postulación");
    await userEvent.click(await screen.findByRole("button", { name: "Enviar otra postulación" }));
    expect(screen.getByLabelText(/Nombre/)).toHaveValue("");
    expect(screen.getByLabelText(/Email/)).toHaveValue("");
    expect(screen.getByLabelText(/Cómo preferís/)).toHaveValue("");
    for (const box of screen.getAllByRole("checkbox")) expect(box).not.toBeChecked();
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
  });

  it("keeps every value and shows the spec's error when sending fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fillAndSend(<PartnerForm />, fill, "Enviar postulación", networkFailure);
    await expectToast(
      "❌ Hubo un error",
      "No se pudo enviar tu postulación. Por favor, intentá de nuevo.",
    );
    expect(screen.getByLabelText(/Nombre/)).toHaveValue("Lucas Gómez");
    expect(screen.getByLabelText("Marketing Digital")).toBeChecked();
    expect(screen.getByLabelText("Sí, poca experiencia en ventas")).toBeChecked();
  });
});
