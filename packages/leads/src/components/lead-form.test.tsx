import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectToast, fillAndSend, networkFailure, renderForm } from "../test/render-form";
import { LeadForm } from "./lead-form";

const copy = { submitLabel: "Quiero mi diagnóstico" };

async function fill() {
  await userEvent.type(screen.getByLabelText(/Nombre/), "Ana Pérez");
  await userEvent.type(screen.getByLabelText(/Email/), "ana@pyme.com.ar");
  await userEvent.type(screen.getByLabelText("Teléfono"), "+54 9 266 455-7788");
}

describe("LeadForm", { timeout: 15_000 }, () => {
  it("sends a 'Landing Page Lead' row with the page's origen, clears the form and thanks", async () => {
    const { sent } = await fillAndSend(
      <LeadForm origen="Automatizaciones con IA" copy={copy} />,
      fill,
      "Quiero mi diagnóstico",
    );
    await expectToast(
      "Consulta Enviada!",
      "Gracias por tu interés. Nos pondremos en contacto con vos a la brevedad.",
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      nombre: "Ana Pérez",
      email: "ana@pyme.com.ar",
      telefono: "+54 9 266 455-7788",
      tipo: "Landing Page Lead",
      origen: "Automatizaciones con IA",
    });
    expect(sent[0]?.mensaje).toBeUndefined();
    expect(screen.getByLabelText(/Nombre/)).toHaveValue("");
    expect(screen.getByLabelText(/Email/)).toHaveValue("");
    expect(screen.getByLabelText("Teléfono")).toHaveValue("");
  });

  it("leaves the phone out of the row when it is not given", async () => {
    const { sent } = renderForm(<LeadForm origen="Landing Vender Más" copy={copy} />);
    await userEvent.type(screen.getByLabelText(/Nombre/), "Ana");
    await userEvent.type(screen.getByLabelText(/Email/), "ana@pyme.com.ar");
    await userEvent.click(screen.getByRole("button", { name: "Quiero mi diagnóstico" }));
    expect(await screen.findByText("Consulta Enviada!")).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ telefono: null, origen: "Landing Vender Más" });
  });

  it("marks name and email as required for the browser, not the phone", () => {
    renderForm(<LeadForm origen="X" copy={copy} />);
    expect(screen.getByLabelText(/Nombre/)).toBeRequired();
    expect(screen.getByLabelText(/Email/)).toBeRequired();
    expect(screen.getByLabelText("Teléfono")).not.toBeRequired();
  });

  it("keeps the values and shows the spec's error when sending fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fillAndSend(
      <LeadForm origen="X" copy={copy} />,
      fill,
      "Quiero mi diagnóstico",
      networkFailure,
    );
    await expectToast(
      "Hubo un error",
      "No se pudo enviar tu consulta. Por favor, intentá de nuevo.",
    );
    expect(screen.getByLabelText(/Nombre/)).toHaveValue("Ana Pérez");
    expect(screen.getByLabelText(/Email/)).toHaveValue("ana@pyme.com.ar");
    expect(screen.getByLabelText("Teléfono")).toHaveValue("+54 9 266 455-7788");
  });

  it("shows 'Enviando...' and ignores a second click while sending", async () => {
    let finish: (value: { ok: true }) => void = () => {};
    const { send } = renderForm(
      <LeadForm origen="X" copy={copy} />,
      () => new Promise((resolve) => (finish = resolve)),
    );
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Quiero mi diagnóstico" }));
    const button = await screen.findByRole("button", { name: "Enviando..." });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    await waitFor(() => expect(send).toHaveBeenCalled());
    finish({ ok: true });
    expect(await screen.findByText("Consulta Enviada!")).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("explains a malformed phone in Spanish and sends nothing", async () => {
    const { send } = renderForm(<LeadForm origen="X" copy={copy} />);
    await userEvent.type(screen.getByLabelText(/Nombre/), "Ana");
    await userEvent.type(screen.getByLabelText(/Email/), "ana@pyme.com.ar");
    await userEvent.type(screen.getByLabelText("Teléfono"), "llamame");
    await userEvent.click(screen.getByRole("button", { name: "Quiero mi diagnóstico" }));
    expect(await screen.findByText(/Ingresá un teléfono válido/)).toBeInTheDocument();
    expect(screen.getByLabelText("Teléfono")).toHaveAttribute("aria-invalid", "true");
    expect(send).not.toHaveBeenCalled();
  });
});
