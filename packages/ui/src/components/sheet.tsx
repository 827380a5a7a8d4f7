import { useEffect, useId, useRef, type ReactNode } from "react";
import { cn } from "../lib/cn";
import { Icon } from "./icon";

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Stays at the bottom while the body scrolls (totals, the main action). */
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A panel that slides in from the right over the page: a native modal `<dialog>`, so focus stays
 * inside, Escape closes it and the page behind is inert. A click on the backdrop closes it too.
 * The slide is CSS only.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  footer,
  children,
  className,
}: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // The backdrop is the dialog element itself: a click there (not on the panel) closes it.
    // Keyboard users close it with Escape or the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      data-slot="sheet"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
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
            aria-label="Cerrar"
            onClick={() => onOpenChange(false)}
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
