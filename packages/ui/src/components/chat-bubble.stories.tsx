import preview from "@agencia/storybook-config/preview";
import { expect, within } from "storybook/test";
import { tizianaBubble } from "../stories/fixtures";
import { CHAT_BUBBLE_HIDE_MS, CHAT_BUBBLE_SHOW_MS, ChatBubble } from "./chat-bubble";

/** Skips the bubble's 5-second wait: its CSS fade-in jumps to its end, as at 5.5 s. */
function skipTheWait(canvasElement: HTMLElement) {
  const bubble = canvasElement.querySelector("[data-slot=chat-bubble]");
  for (const animation of bubble?.getAnimations() ?? []) {
    if (animation instanceof CSSAnimation && animation.animationName === "chat-bubble-in")
      animation.finish();
  }
}

/** The bubble, once it is visible. */
const shownBubble = (canvasElement: HTMLElement, timeout = 1000) =>
  within(canvasElement).findByRole("dialog", { name: "Mensaje de Tiziana" }, { timeout });

const meta = preview.meta({
  title: "Flotantes/ChatBubble",
  component: ChatBubble,
  args: tizianaBubble,
  parameters: {
    layout: "fullscreen",
    // The bubble is fixed to the viewport: each story gets its own frame in the docs page.
    docs: {
      story: { inline: false, height: "260px" },
      description: {
        component: `The assistant's invitation to chat. It stays hidden for ${CHAT_BUBBLE_SHOW_MS / 1000} s (a CSS animation, so it works before hydration), then slides up above the WhatsApp button; it hides by itself after ${CHAT_BUBBLE_HIDE_MS / 1000} s and closes for good when the visitor clicks it or its ×.`,
      },
    },
  },
});

/** The bubble as the visitor sees it after five seconds (the wait is shortened here). */
export const Shown = meta.story({
  play: async ({ canvasElement }) => {
    skipTheWait(canvasElement);
    await expect(await shownBubble(canvasElement)).toBeVisible();
  },
});

/**
 * Real timing: the frame stays empty for 5 seconds, then the bubble appears. Reload the story
 * to watch it again.
 */
export const AppearsAfterFiveSeconds = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          "Nothing for the first 5 seconds: a visitor who leaves at once is never interrupted. The play function waits for the real animation.",
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await expect(await shownBubble(canvasElement, CHAT_BUBBLE_SHOW_MS + 2000)).toBeVisible();
  },
});

/** The × closes the bubble (natively, an invoker command); it does not come back on this page. */
export const ClosedByTheVisitor = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    skipTheWait(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Cerrar mensaje" }));
    await expect(canvas.queryByRole("dialog")).toBeNull();
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    skipTheWait(canvasElement);
    await expect(await shownBubble(canvasElement)).toBeVisible();
  },
});
