import { markShownSince } from "@agencia/ui/form-shown-since";
import { Toaster } from "@agencia/ui/toaster";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { NewsletterForm } from "../components/newsletter-form";
import type { LeadRow } from "../rows";
import { LeadsProvider } from "./leads-provider";
import { MIN_FILL_TIME_MS } from "./use-lead-form";

const config = { supabaseUrl: "http://localhost:54321", supabaseAnonKey: "anon" };

// The minimum fill time: a form sent sooner after it appeared is taken for a bot's.
describe("useLeadForm's minimum fill time", () => {
  const sent: LeadRow[] = [];
  const page = (
    <LeadsProvider config={config} send={async (row) => (sent.push(row), { ok: true })}>
      <NewsletterForm />
      <Toaster />
    </LeadsProvider>
  );
  const subscribe = async () => {
    await userEvent.type(screen.getByLabelText("Tu email"), "ana@pyme.com.ar");
    await userEvent.click(screen.getByRole("button", { name: "Suscribirme" }));
    expect(await screen.findByText("¡Suscripción exitosa!")).toBeInTheDocument();
  };

  beforeEach(() => {
    sent.length = 0;
    // The page loaded well over the minimum fill time ago.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(performance.timeOrigin + 10 * MIN_FILL_TIME_MS);
    onTestFinished(() => {
      vi.useRealTimers();
      localStorage.clear();
    });
  });

  /** The page prerendered, then hydrated; `beforeHydration` acts on its form in between. */
  const hydratePrerendered = async (beforeHydration?: (form: HTMLFormElement) => void) => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(page);
    beforeHydration?.(container.querySelector("form")!);
    const root = await act(async () => hydrateRoot(container, page));
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
  };

  it("counts a prerendered form's time from the page's load, not from its hydration", async () => {
    await hydratePrerendered();
    await subscribe();
    expect(sent).toHaveLength(1);
  });

  it("counts a form filled in again after a reload from the page it was first filled in on", async () => {
    // The reloaded page loaded a moment ago; the form had been on screen long before.
    vi.setSystemTime(performance.timeOrigin + MIN_FILL_TIME_MS / 2);
    await hydratePrerendered((form) => markShownSince(form, performance.timeOrigin - 60_000));
    await subscribe();
    expect(sent).toHaveLength(1);
  });

  it("counts a form React adds later from then: sent at once, it stores nothing", async () => {
    render(page);
    await subscribe();
    expect(sent).toHaveLength(0);
  });
});
