import type * as React from "react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import type {} from "../lib/invokers";
import { cn } from "../lib/cn";
import { Icon } from "./icon";

export interface SheetProps {
  /** The dialog's id: what a `SheetTrigger` names to open it. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** Stays at the bottom while the body scrolls (totals, the main action). */
  footer?: ReactNode;
  children: ReactNode;
  /** Called whenever it closes: Escape, the backdrop, ×, or `dialog.close()`. */
  onClose?: () => void;
  /** Opens as soon as it mounts. */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * A panel that slides in from the right over the page: a native modal `<dialog>`, so focus stays
 * inside, Escape closes it and the page behind is inert. The browser opens and closes it
 * (`SheetTrigger`, its × and a click on the backdrop are invoker commands and `closedby`), so it
 * answers the first tap before the page has hydrated. The slide is CSS only.
 */
export function Sheet({
  id,
  title,
  description,
  footer,
  children,
  onClose,
  defaultOpen = false,
  className,
}: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (defaultOpen && !ref.current?.open) ref.current?.showModal();
  }, [defaultOpen]);

  return (
    // The backdrop is the dialog element itself: a click there (not on the panel) closes it, in
    // browsers that lack `closedby` too. Keyboard users close it with Escape or the × button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={id}
      data-slot="sheet"
      closedby="any"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={cn(
        "bg-background text-foreground shadow-elevated fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md border-0 p-0",
        "translate-x-full transition-[translate,overlay,display] transition-discrete duration-300 ease-out open:translate-x-0 starting:open:translate-x-full",
        "backdrop:bg-ink/50 backdrop:transition-[background-color,overlay,display] backdrop:transition-discrete backdrop:duration-300 starting:open:backdrop:bg-transparent",
        className,
      )}
    >
      <div className="flex h-full flex-col">
        <header className="border-border flex items-start justify-between gap-4 border-b px-6 py-5">
          <div className="flex flex-col gap-1">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="text-muted-foreground text-sm">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            commandfor={id}
            command="close"
            aria-label="Cerrar"
            className="text-muted-foreground hover:bg-muted hover:text-foreground -mt-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-full"
          >
            <Icon name="X" />
          </button>
        </header>
        <div className="flex-1 overflow-y-auto px-6 py-4">{children}</div>
        {footer ? (
          <footer className="border-border bg-muted/60 border-t px-6 py-5">{footer}</footer>
        ) : null}
      </div>
    </dialog>
  );
}

/** A button that opens the sheet `sheet` natively, hydrated or not. */
export function SheetTrigger({
  sheet,
  ...props
}: React.ComponentProps<"button"> & { sheet: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      commandfor={sheet}
      command="show-modal"
      {...props}
    />
  );
}
