import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Toasts load their library on first use; on a busy machine that can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> without its modal methods: enough of them for the cart sheet…
if (typeof HTMLDialogElement !== "undefined") {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };

  // …and no invoker commands: a click on `<button commandfor command>` does what a browser does.
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest("button[commandfor]") : null;
    const dialog = button && document.getElementById(button.getAttribute("commandfor")!);
    if (!button || !(dialog instanceof HTMLDialogElement)) return;
    if (button.getAttribute("command") === "show-modal") dialog.showModal();
    if (button.getAttribute("command") === "close") dialog.close();
  });
}

afterEach(() => cleanup());
