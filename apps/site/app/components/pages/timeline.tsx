import type { TimelineEntry } from "@agencia/content/about";

/** Years down a line: on wide screens the entries alternate sides. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="before:bg-brand-200 relative mx-auto mt-12 flex max-w-4xl flex-col gap-8 before:absolute before:top-2 before:bottom-2 before:left-[1.1rem] before:w-0.5 md:before:left-1/2 md:before:-translate-x-1/2">
      {entries.map((entry, index) => (
        <li
          key={entry.year}
          className="relative grid grid-cols-[2.25rem_1fr] gap-4 md:grid-cols-[1fr_2.25rem_1fr] md:gap-6"
        >
          <span
            aria-hidden="true"
            className="bg-brand-600 ring-brand-100 relative z-10 mt-1 flex size-9 items-center justify-center rounded-full ring-4 md:col-start-2 md:row-start-1"
          >
            <span className="size-2.5 rounded-full bg-white" />
          </span>
          <div
            className={
              index % 2 === 0
                ? "rounded-card border-border bg-card shadow-card border p-5 md:col-start-1 md:row-start-1 md:text-right"
                : "rounded-card border-border bg-card shadow-card border p-5 md:col-start-3 md:row-start-1"
            }
          >
            <p className="text-brand-600 text-2xl font-extrabold tabular-nums">{entry.year}</p>
            <h3 className="mt-1 text-lg font-semibold">{entry.title}</h3>
            <p className="text-muted-foreground mt-2 text-sm leading-relaxed">
              {entry.description}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
