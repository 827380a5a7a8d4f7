/**
 * HTML invoker commands: `<button commandfor="id" command="show-modal">` opens the dialog `id`
 * (and `close` closes it) by the browser itself, before and after React hydrates. React passes the
 * attributes through; these types let components use them.
 */
export type InvokerCommand =
  "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";

declare module "react" {
  // An augmentation repeats React's declaration, type parameter included.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: InvokerCommand | undefined;
    commandfor?: string | undefined;
  }
}
