import { StatCounter, type StatCounterProps } from "@agencia/ui/stat-counter";

/** The white counters band that overlaps the bottom of a page's hero. */
export function StatsBand({ stats, label }: { stats: readonly StatCounterProps[]; label: string }) {
  return (
    <section aria-label={label} className="relative z-10 -mt-10 px-4 sm:px-6 lg:px-8">
      <div className="max-w-page shadow-elevated ring-border mx-auto grid grid-cols-2 gap-6 rounded-3xl bg-white p-6 ring-1 sm:p-10 lg:grid-cols-4">
        {stats.map((stat) => (
          <StatCounter key={stat.label} {...stat} />
        ))}
      </div>
    </section>
  );
}
