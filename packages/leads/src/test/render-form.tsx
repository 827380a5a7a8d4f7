import { Toaster } from "@agencia/ui/toaster";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { LeadsProvider } from "../hooks/leads-provider";
import { MIN_FILL_TIME_MS } from "../hooks/use-lead-form";
import type { LeadRow } from "../rows";
import type { SendResult } from "../send";

const config = { supabaseUrl: "http://localhost:54321", supabaseAnonKey: "anon" };

/**
 * Renders a form with a pretend backend and lets the minimum fill time pass. When the test ends,
 * the clock is real again and the outbox empty.
 */
export function renderForm(
  form: ReactNode,
  result: SendResult | (() => Promise<SendResult>) = { ok: true },
) {
  const sent: LeadRow[] = [];
  const send = vi.fn(async (row: LeadRow) => {
    sent.push(row);
    return typeof result === "function" ? result() : result;
  });
  vi.useFakeTimers({ toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
    localStorage.clear();
  });
  const view = render(
    <LeadsProvider config={config} send={send}>
      {form}
      <Toaster />
    </LeadsProvider>,
  );
  vi.setSystemTime(Date.now() + MIN_FILL_TIME_MS + 1);
  return { ...view, send, sent };
}

/** Renders a form, fills it with `fill` and presses its `button`; `result` is the backend's answer. */
export async function fillAndSend(
  form: ReactNode,
  fill: () => Promise<void>,
  button: string,
  result?: SendResult,
) {
  const view = renderForm(form, result);
  await fill();
  await userEvent.click(screen.getByRole("button", { name: button }));
  return view;
}

/** Waits for a toast with this title, then checks that its description says this. */
export async function expectToast(title: string, description: string) {
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(description)).toBeInTheDocument();
}

export const networkFailure: SendResult = {
  ok: false,
  retry: true,
  detail: "TypeError: Failed to fetch",
};
