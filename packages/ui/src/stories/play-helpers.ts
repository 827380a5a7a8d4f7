import { expect, userEvent } from "storybook/test";

/**
 * Waits until an element's CSS animations and transitions (its own and its children's) have
 * finished, so that what a play function checks next — and the a11y contrast check that runs
 * after it — sees the final state rather than a frame of a fade-in.
 */
export async function settled(element: Element): Promise<void> {
  await Promise.all(
    element.getAnimations({ subtree: true }).map((animation) => animation.finished),
  );
}

/** What a text control's story args say about its state. */
interface ControlArgs {
  defaultValue?: unknown;
  "aria-invalid"?: unknown;
  disabled?: boolean;
  onChange?: unknown;
}

/**
 * A text control named by its label shows its story's state (value, validity, disabled); when
 * enabled, typing reaches `onChange`, and leaving it restyles it at once: no CSS transition starts
 * (each would be an event for the app's React root to dispatch in the frame that shows a form's
 * answer, when the tap on its submit button takes the focus from the field).
 */
export async function expectTextControl(control: HTMLElement, args: ControlArgs, typed: string) {
  await expect(control).toHaveValue(String(args.defaultValue ?? ""));
  if (args["aria-invalid"]) await expect(control).toBeInvalid();
  else await expect(control).toBeValid();
  if (args.disabled) return expect(control).toBeDisabled();
  await userEvent.type(control, typed);
  await expect(args.onChange).toHaveBeenCalled();
  control.blur();
  await expect(control.getAnimations()).toEqual([]);
}

/** The elements of a `data-slot` inside `root` say these texts, in this order. */
export async function expectSlotTexts(root: Element, slot: string, texts: readonly string[]) {
  const elements = root.querySelectorAll(`[data-slot="${slot}"]`);
  await expect([...elements].map((element) => element.textContent)).toEqual(texts);
}
