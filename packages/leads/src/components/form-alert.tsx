import { cn } from "@agencia/ui/cn";
import type { ReactNode } from "react";

/** A sentence under a form: an error read out at once, or a quiet notice. */
export function FormAlert({
  tone = "error",
  className,
  children,
}: {
  tone?: "error" | "notice";
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-control px-3.5 py-2.5 text-sm",
        tone === "error"
          ? "bg-destructive/8 text-destructive font-medium"
          : "bg-brand-50 text-brand-900",
        className,
      )}
    >
      {children}
    </p>
  );
}
