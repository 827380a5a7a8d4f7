import { Icon } from "@agencia/ui/icon";
import { cn } from "@agencia/ui/cn";

/** Date and reading time of an article, e.g. '10 de julio de 2025 · 7 min de lectura'. */
export function ArticleMeta({
  date,
  dateLabel,
  readTime,
  className,
}: {
  date: string;
  dateLabel: string;
  readTime?: string;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm", className)}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="Calendar" className="size-4" />
        <time dateTime={date}>{dateLabel}</time>
      </span>
      {readTime ? (
        <span className="inline-flex items-center gap-1.5">
          <Icon name="Clock" className="size-4" />
          {readTime}
        </span>
      ) : null}
    </p>
  );
}
