import { hivePage } from "@agencia/content/hive";
import { cn } from "@agencia/ui/cn";
import { Icon } from "@agencia/ui/icon";
import { useEffect, useRef } from "react";

/** What replaces the hive page's form once sent; focus moves to its heading. */
export function HiveThankYou({ className }: { className?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className={cn("flex flex-col items-center gap-4 py-10 text-center", className)}
    >
      <span className="bg-success/10 text-success flex size-16 items-center justify-center rounded-full">
        <Icon name="CircleCheck" className="size-8" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {hivePage.form.thankYou.title}
      </h3>
      <p className="text-muted-foreground max-w-md">{hivePage.form.thankYou.text}</p>
    </div>
  );
}
