import { cn } from "../lib/cn";

export interface ProcessStep {
  step: string;
  title: string;
  description: string;
}

export function ProcessSteps({
  steps,
  className,
}: {
  steps: readonly ProcessStep[];
  className?: string;
}) {
  return (
    <ol
      data-slot="process-steps"
      className={cn("grid gap-6 sm:grid-cols-2", steps.length >= 4 && "lg:grid-cols-4", className)}
    >
      {steps.map((step) => (
        <li key={step.step} className="rounded-card bg-card relative flex flex-col gap-3 p-6">
          <span className="text-brand-500 text-4xl font-extrabold tabular-nums" aria-hidden="true">
            {step.step}
          </span>
          <h3 className="text-lg font-semibold">
            <span className="sr-only">Paso {step.step}: </span>
            {step.title}
          </h3>
          <p className="text-muted-foreground text-sm leading-relaxed">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
