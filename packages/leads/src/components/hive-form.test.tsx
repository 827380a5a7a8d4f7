import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectToast, networkFailure, renderForm } from "../test/render-form";
import { HiveForm } from "./hive-form";

afterEach(() => vi.restoreAllMocks());

const submit = () => userEvent.click(screen.getByRole("button", { name: "Enviar consulta" }));

async function fill() {
  await userEvent.type(screen.getByLabelText(/Nombre/), "Marta Gómez");
  await userEvent.type(screen.getByLabelText(/Email/), "marta@apiario.com.ar");
  await userEvent.type(screen.getByLabelText("Teléfono"), "2664 55-7788");
  await userEvent.selectOptions(screen.getByLabelText("Soy"), "productor");
  await userEvent.type(screen.getByLabelText("Mensaje"), "Tengo 120 colmenas en San Luis.");
}

describe("HiveForm", { timeout: 15_000 }, () => {
  it("offers the four roles after an empty choice", () => {
    renderForm(<HiveForm />);
    const values = [...screen.getByLabelText("Soy").querySelectorAll("option")].map((o) => o.value);
    expect(values).toEqual(["", "productor", "proveedor", "inversor", "otro"]);
  });

  it("sends the spec's row and replaces the form with '¡Gracias!'", async () => {
    const { sent } = renderForm(<HiveForm />);
    await fill();
    await submit();
    const thanks = await screen.findByRole("heading", { name: "¡Gracias!" });
    // Focus moves in an effect after the thank-you view renders.
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Enviar consulta" })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      nombre: "Marta Gómez",
      email: "marta@apiario.com.ar",
      telefono: "2664 55-7788",
      tipo: "lead",
      origen: "Landing Apicultura",
      rol: "productor",
      mensaje: "Tengo 120 colmenas en San Luis.",
    });
  });

  it("sends null rol and mensaje when they are left empty", async () => {
    const { sent } = renderForm(<HiveForm />);
    await userEvent.type(screen.getByLabelText(/Nombre/), "Marta");
    await userEvent.type(screen.getByLabelText(/Email/), "marta@apiario.com.ar");
    await submit();
    expect(await screen.findByRole("heading", { name: "¡Gracias!" })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ telefono: null, rol: null, mensaje: null });
  });

  it("says 'Faltan datos' when the name or the email is missing, and sends nothing", async () => {
    const { send } = renderForm(<HiveForm />);
    await userEvent.type(screen.getByLabelText(/Nombre/), "Marta");
    await submit();
    await expectToast("Faltan datos", "Por favor, completá tu nombre y email.");
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Nombre/)).toHaveValue("Marta");
  });

  it("explains a malformed e-mail in Spanish before sending", async () => {
    const { send } = renderForm(<HiveForm />);
    await userEvent.type(screen.getByLabelText(/Nombre/), "Marta");
    await userEvent.type(screen.getByLabelText(/Email/), "marta@");
    await submit();
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("aria-invalid", "true");
    expect(send).not.toHaveBeenCalled();
  });

  it("on failure keeps the form and its values, shows the error and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderForm(<HiveForm />, networkFailure);
    await fill();
    await submit();
    await expectToast(
      "Hubo un error",
      "No se pudo enviar tu consulta. Por favor, intentá de nuevo.",
    );
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText("¡Gracias!")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre/)).toHaveValue("Marta Gómez");
    expect(screen.getByLabelText("Soy")).toHaveValue("productor");
    expect(screen.getByLabelText("Mensaje")).toHaveValue("Tengo 120 colmenas en San Luis.");
  });
});
