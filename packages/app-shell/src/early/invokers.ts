/** The menu, cart and chat bubble open through invoker commands, which some browsers still lack. */
export function polyfillInvokerCommands(signal?: AbortSignal): void {
  if ("command" in HTMLButtonElement.prototype) return;
  window.addEventListener(
    "click",
    (event) => {
      const button =
        event.target instanceof Element ? event.target.closest("button[commandfor]") : null;
      const target = button && document.getElementById(button.getAttribute("commandfor") ?? "");
      if (!target) return;
      const command = button.getAttribute("command");
      if (target instanceof HTMLDialogElement) {
        if (command === "show-modal" && !target.open) target.showModal();
        else if ((command === "close" || command === "request-close") && target.open)
          target.close();
      } else if (command === "toggle-popover") target.togglePopover();
      else if (command === "show-popover") target.showPopover();
      else if (command === "hide-popover") target.hidePopover();
    },
    { capture: true, signal },
  );
}
