import { cn } from "@agencia/ui/cn";
import { Icon } from "@agencia/ui/icon";
import { type Availability, availabilityMessage } from "../stock";

/** '{n} in stock!', 'Not enough stock. Only {n} left.' or 'Currently unavailable'; nothing when untracked. */
export function StockMessage({ state, className }: { state: Availability; className?: string }) {
  const message = availabilityMessage(state);
  if (message === null) return null;
  const good = state.kind === "in_stock";
  return (
    <p
      data-slot="stock-message"
      data-state={state.kind}
      aria-live="polite"
      className={cn(
        "flex items-center gap-2 text-sm font-medium",
        good ? "text-success" : "text-destructive",
        className,
      )}
    >
      <Icon name={good ? "CircleCheck" : "Clock"} className="size-4" />
      {message}
    </p>
  );
}
