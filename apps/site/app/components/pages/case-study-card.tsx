import { caseStudyLabels as labels, type CaseStudy } from "@agencia/content/case-studies";
import { Badge } from "@agencia/ui/badge";
import { cn } from "@agencia/ui/cn";
import { Icon, type IconName } from "@agencia/ui/icon";
import { StatCounter } from "@agencia/ui/stat-counter";

/** A part of the story (the challenge, the solution): its heading with an icon, then its text. */
function StoryPart({
  icon,
  iconClassName,
  title,
  children,
}: {
  icon: IconName;
  iconClassName: string;
  title: string;
  children: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon name={icon} className={cn("size-5", iconClassName)} />
        {title}
      </h3>
      <p className="text-muted-foreground leading-relaxed">{children}</p>
    </div>
  );
}

/** One case study: industry, client, challenge, solution, four animated results, testimonial. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const headingId = `caso-${study.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="border-border bg-card shadow-card overflow-hidden rounded-3xl border"
    >
      <div className="grid lg:grid-cols-[1.15fr_1fr]">
        <div className="flex flex-col gap-6 p-6 sm:p-10">
          <div className="flex flex-col gap-3">
            <Badge className="self-start">{study.industry}</Badge>
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance">
              {study.title}
            </h2>
            <p className="text-muted-foreground text-sm">
              <span className="text-foreground font-semibold">{labels.client}:</span> {study.client}
            </p>
          </div>
          <StoryPart icon="Target" iconClassName="text-accent-600" title={labels.challenge}>
            {study.challenge}
          </StoryPart>
          <StoryPart icon="Lightbulb" iconClassName="text-brand-600" title={labels.solution}>
            {study.solution}
          </StoryPart>
        </div>
        <div className="bg-muted flex flex-col gap-6 p-6 sm:p-10">
          <h3 className="font-semibold">{labels.results}</h3>
          <ul className="grid grid-cols-2 gap-4">
            {study.results.map((result) => (
              <li
                key={result.metric}
                className="rounded-card bg-card shadow-card flex flex-col items-center gap-2 p-4 text-center"
              >
                <span className="bg-brand-50 text-brand-700 flex size-10 items-center justify-center rounded-xl">
                  <Icon name={result.icon} />
                </span>
                <StatCounter
                  size="sm"
                  value={result.value}
                  prefix={"prefix" in result ? result.prefix : undefined}
                  suffix={"suffix" in result ? result.suffix : undefined}
                  label={result.metric}
                />
              </li>
            ))}
          </ul>
          <figure className="rounded-card border-brand-500 bg-card mt-auto flex flex-col gap-3 border-l-4 p-5">
            <blockquote className="leading-relaxed text-pretty italic">
              “{study.testimonial.quote}”
            </blockquote>
            <figcaption className="text-sm">
              <span className="font-semibold">{study.testimonial.author}</span>
              <span className="text-muted-foreground">, {study.testimonial.role}</span>
            </figcaption>
          </figure>
        </div>
      </div>
    </article>
  );
}
