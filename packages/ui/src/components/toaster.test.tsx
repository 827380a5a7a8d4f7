import { render, screen } from "@testing-library/react";
import { act } from "react";
import { showToast, Toaster } from "./toaster";

describe("Toaster", () => {
  it("loads on the first toast and shows one toast at a time", async () => {
    render(<Toaster />);
    act(() => showToast({ title: "Primero", description: "uno" }));
    expect(await screen.findByText("Primero", {}, { timeout: 10_000 })).toBeInTheDocument();
    act(() =>
      showToast({
        title: "Error",
        description: "Por favor, ingresá tu email.",
        variant: "destructive",
      }),
    );
    expect(
      await screen.findByText("Por favor, ingresá tu email.", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText("Primero")).toBeNull());
  });
});
