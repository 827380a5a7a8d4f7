/**
 * The lead forms' stories talk to a pretend backend: a `send` arg that stores the row, fails,
 * holds it back as the database's limits do, or never answers. The Actions panel logs every row, and play functions assert on it.
 */
import { Toaster } from "@agencia/ui/toaster";
import type { ArgTypes, Decorator } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LeadsProvider } from "../hooks/leads-provider";
import { MIN_FILL_TIME_MS } from "../hooks/use-lead-form";
import type { Sender } from "../outbox";

/** The queries of a play function's `canvas`. */
export type Canvas = ReturnType<typeof within>;

export interface BackendArgs {
  /** How the pretend backend answers each lead. */
  send: Sender;
}

const config = { supabaseUrl: "http://localhost:54321", supabaseAnonKey: "demo-anon-key" };

export const backend = {
  stores: () => fn<Sender>(async () => ({ ok: true })).mockName("send"),
  isDown: () =>
    fn<Sender>(async () => ({
      ok: false,
      retry: true,
      detail: "TypeError: Failed to fetch",
    })).mockName("send"),
  /** The database's limits: too many leads from this connection, try again in 9 minutes. */
  holdsBack: () =>
    fn<Sender>(async () => ({
      ok: false,
      retry: true,
      detail: "429 LD429 Recibimos varios envíos seguidos desde esta conexión.",
      retryAfterMs: 9 * 60_000,
    })).mockName("send"),
  neverAnswers: () => fn<Sender>(() => new Promise(() => {})).mockName("send"),
};

/** Wraps a form in the provider that gives it the pretend backend, plus the page's toasts. */
export const withPretendBackend: Decorator<BackendArgs> = (Story, { args }) => (
  <LeadsProvider config={config} send={args.send}>
    <Story />
    <Toaster />
  </LeadsProvider>
);

/** A failed lead waits in the outbox; each story starts without one. */
export function emptyOutbox() {
  localStorage.clear();
}

/** The forms take a submit sooner than a person could fill them for a bot's: wait that long. */
export async function waitLikeAPerson(renderedAt: number) {
  const left = renderedAt + MIN_FILL_TIME_MS + 100 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Waits for a toast (rendered outside the story's root) to have slid in with this text. */
export async function toastSays(canvasElement: HTMLElement, text: string) {
  const toast = await within(canvasElement.ownerDocument.body).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

/** Fills a form like a person (no faster than the bot check allows), then presses its button. */
export async function fillAndSend(
  canvas: Canvas,
  fill: (canvas: Canvas) => Promise<void>,
  button: string,
) {
  const start = Date.now();
  await fill(canvas);
  await waitLikeAPerson(start);
  await userEvent.click(canvas.getByRole("button", { name: button }));
}

/** A form as a visitor first sees it: every field empty, nothing flagged, its button ready. */
export async function expectFreshForm(canvas: Canvas, button: string) {
  for (const field of canvas.getAllByRole("textbox")) await expect(field).toHaveValue("");
  await expect(canvas.queryByRole("alert")).toBeNull();
  await expect(canvas.getByRole("button", { name: button })).toBeEnabled();
}

/**
 * `send` is the pretend backend's plumbing, not a prop to document: no row in the docs' table.
 * Typed as any args' argTypes: meta's argTypes are typed by the component's props alone, and
 * would refuse a `send` that is not one of them.
 */
const backendArgTypes: ArgTypes = { send: { table: { disable: true } } };

/** What every lead form's stories share: the pretend backend, hidden from the controls, and a clean outbox. */
export const pretendBackendMeta = {
  argTypes: backendArgTypes,
  decorators: [withPretendBackend],
  beforeEach: emptyOutbox,
};

/** What a lead form's play functions read. */
interface PlayContext {
  canvas: Canvas;
  canvasElement: HTMLElement;
  args: BackendArgs;
}

/**
 * What the stories of a lead form that `fill` fills and `button` sends share: their meta, and
 * the stories every lead form tells.
 */
export function leadFormStories(fill: (canvas: Canvas) => Promise<void>, button: string) {
  return {
    /**
     * The meta besides its title and component: a backend that stores every lead, the form's
     * `args`, and a first check that it starts fresh. The docs page describes the form with its
     * component's doc comment.
     */
    meta: <Args extends object>(args: Args) => ({
      ...pretendBackendMeta,
      args: { ...args, send: backend.stores() },
      play: async ({ canvas }: { canvas: Canvas }) => expectFreshForm(canvas, button),
    }),
    /** Sent: the form stores the lead, `toast` (if given) confirms, then `then` checks the rest. */
    sent: (toast: string | undefined, then: (context: PlayContext) => Promise<void>) => ({
      play: async (context: PlayContext) => {
        await fillAndSend(context.canvas, fill, button);
        if (toast !== undefined) await toastSays(context.canvasElement, toast);
        await then(context);
      },
    }),
    /** The network fails: the spec's error toast (`toast`), then `kept` checks what stays. */
    sendingFails: (toast: string, kept: (canvas: Canvas) => Promise<void>) => ({
      args: { send: backend.isDown() },
      play: async ({ canvas, canvasElement }: PlayContext) => {
        await fillAndSend(canvas, fill, button);
        await toastSays(canvasElement, toast);
        await kept(canvas);
      },
    }),
    /** While sending, the button says 'Enviando...' and is disabled; `then` checks the rest. */
    sending: (then?: (context: PlayContext) => Promise<void>) => ({
      args: { send: backend.neverAnswers() },
      play: async (context: PlayContext) => {
        await fillAndSend(context.canvas, fill, button);
        await expect(
          await context.canvas.findByRole("button", { name: "Enviando..." }),
        ).toBeDisabled();
        await then?.(context);
      },
    }),
  };
}

/** The form on a phone. */
export const onAPhone = { globals: { viewport: { value: "phone", isRotated: false } } };
