import { render, screen } from "@testing-library/react";
import { act } from "react";
import { TOAST_WAITING } from "../lib/toast-waiting";
import { showToast, Toaster } from "./toaster";

describe("Toaster", () => {
  it("announces the first toast, which waits for the library, for the page to show meanwhile", async () => {
    const announced: unknown[] = [];
    const listen = (event: Event) => announced.push((event as CustomEvent).detail);
    window.addEventListener(TOAST_WAITING, listen);
    onTestFinished(() => window.removeEventListener(TOAST_WAITING, listen));
    render(<Toaster />);
    const toast = {
      title: "Faltan datos",
      description: "Completá tu nombre.",
      variant: "destructive" as const,
    };
    act(() => showToast(toast));
    expect(announced).toEqual([toast]);
    expect(await screen.findByText("Faltan datos", {}, { timeout: 10_000 })).toBeInTheDocument();
    act(() => showToast({ title: "Segundo" }));
    expect(announced).toEqual([toast]); // the library is there now: nothing waits
  });

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
    // Sonner unmounts a dismissed toast after its exit (a 200 ms timer; ~230 ms here): on CI's two
    // cores beside the e2e and Storybook browsers that once took longer than waitFor's default 1 s.
    await vi.waitFor(() => expect(screen.queryByText("Primero")).toBeNull(), { timeout: 10_000 });
  });
});
