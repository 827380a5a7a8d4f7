import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EMPTY_FILTERS } from "../inbox/filters";
import { InboxFilters } from "./inbox-filters";

const origins = [
  { origen: "Sitio Web - Contacto", total: 12, ultimo: "2026-03-02T15:00:00Z" },
  { origen: "Landing Apicultura", total: 3, ultimo: "2026-03-01T15:00:00Z" },
];

describe("InboxFilters", () => {
  it("applies tipo, origen, dates and search together on «Filtrar»", async () => {
    const onApply = vi.fn();
    render(<InboxFilters filters={EMPTY_FILTERS} origins={origins} onApply={onApply} />);
    await userEvent.type(screen.getByLabelText("Buscar"), "  quiroga ");
    await userEvent.selectOptions(screen.getByLabelText("Tipo"), "Consulta (agenda)");
    await userEvent.selectOptions(screen.getByLabelText("Origen"), "Landing Apicultura (3)");
    await userEvent.type(screen.getByLabelText("Desde"), "2026-03-01");
    await userEvent.type(screen.getByLabelText("Hasta"), "2026-03-31");
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Filtrar" }));
    expect(onApply).toHaveBeenCalledWith({
      tipo: "Consulta",
      origen: "Landing Apicultura",
      desde: "2026-03-01",
      hasta: "2026-03-31",
      buscar: "quiroga",
    });
  });

  it("refuses a range that ends before it starts, in Spanish, and keeps the dates", async () => {
    const onApply = vi.fn();
    render(<InboxFilters filters={EMPTY_FILTERS} origins={origins} onApply={onApply} />);
    await userEvent.type(screen.getByLabelText("Desde"), "2026-03-10");
    await userEvent.type(screen.getByLabelText("Hasta"), "2026-03-01");
    await userEvent.click(screen.getByRole("button", { name: "Filtrar" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "La fecha «desde» no puede ser posterior a la fecha «hasta».",
    );
    expect(screen.getByLabelText("Desde")).toHaveValue("2026-03-10");
    expect(screen.getByLabelText("Hasta")).toHaveAttribute("aria-invalid", "true");
    expect(onApply).not.toHaveBeenCalled();
  });

  it("offers «Limpiar filtros» while any filter is set, and clears them all", async () => {
    const onApply = vi.fn();
    render(
      <InboxFilters
        filters={{ ...EMPTY_FILTERS, origen: "Un origen de antes" }}
        origins={origins}
        onApply={onApply}
      />,
    );
    expect(screen.getByLabelText("Origen")).toHaveValue("Un origen de antes");
    await userEvent.click(screen.getByRole("button", { name: "Limpiar filtros" }));
    expect(onApply).toHaveBeenCalledWith(EMPTY_FILTERS);
    expect(screen.getByLabelText("Origen")).toHaveValue("");
  });
});
