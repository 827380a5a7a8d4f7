import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { whatsappHref } from "../stories/fixtures";
import { settled } from "../stories/play-helpers";
import { CHAT_BUBBLE_HIDE_MS, CHAT_BUBBLE_SHOW_MS, ChatBubble } from "./chat-bubble";

const realSetTimeout = window.setTimeout;

/**
 * Shortens the bubble's 5-second wait to a moment, so a story can show it at once. Only the
 * timer of exactly `CHAT_BUBBLE_SHOW_MS` changes; the returned cleanup restores the browser's timer.
 */
function fastForwardTheBubble() {
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
    realSetTimeout(
      handler,
      timeout === CHAT_BUBBLE_SHOW_MS ? 50 : timeout,
      ...rest,
    )) as typeof window.setTimeout;
  return () => {
    window.setTimeout = realSetTimeout;
  };
}

/** Finds the bubble once it has appeared and finished sliding up. */
async function shownBubble(canvasElement: HTMLElement, timeout = 1000) {
  const bubble = await within(canvasElement).findByRole(
    "complementary",
    { name: "Mensaje de Tiziana" },
    { timeout },
  );
  await settled(bubble);
  return bubble;
}

const meta = {
  title: "Flotantes/ChatBubble",
  component: ChatBubble,
  tags: ["autodocs"],
  args: {
    name: "Tiziana",
    greeting: "¡Hola! Soy Tiziana 👋",
    question: "¿En qué puedo ayudarte?",
    href: whatsappHref,
  },
  parameters: {
    layout: "fullscreen",
    // The bubble is fixed to the viewport: each story gets its own frame in the docs page.
    docs: {
      story: { inline: false, height: "260px" },
      description: {
        component: `The assistant's invitation to chat. It renders nothing for ${CHAT_BUBBLE_SHOW_MS / 1000} s, then slides up above the WhatsApp button; it hides by itself after ${CHAT_BUBBLE_HIDE_MS / 1000} s and closes for good when the visitor clicks it or its ×.`,
      },
    },
  },
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bubble as the visitor sees it after five seconds (the wait is shortened here). */
export const Shown: Story = {
  beforeEach: fastForwardTheBubble,
  play: async ({ canvasElement }) => {
    await expect(await shownBubble(canvasElement)).toBeVisible();
  },
};

/**
 * Real timing: the frame stays empty for 5 seconds, then the bubble appears. Reload the story
 * to watch it again.
 */
export const AppearsAfterFiveSeconds: Story = {
  parameters: {
    docs: {
      description: {
        story:
          "Nothing for the first 5 seconds: a visitor who leaves at once is never interrupted. The play function waits for the real timer.",
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("complementary")).toBeNull();
    await expect(await shownBubble(canvasElement, CHAT_BUBBLE_SHOW_MS + 2000)).toBeVisible();
  },
};

/** The × closes the bubble; it does not come back on this page. */
export const ClosedByTheVisitor: Story = {
  beforeEach: fastForwardTheBubble,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Cerrar mensaje" }));
    await expect(canvas.queryByRole("complementary")).toBeNull();
  },
};

export const Mobile: Story = {
  beforeEach: fastForwardTheBubble,
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await shownBubble(canvasElement)).toBeVisible();
  },
};
