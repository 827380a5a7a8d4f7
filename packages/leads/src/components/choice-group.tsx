import { Checkbox } from "@agencia/ui/checkbox";
import { cn } from "@agencia/ui/cn";
import { use } from "react";
import { FormChecksContext } from "../form-kit/form-checks";

export interface ChoiceGroupProps {
  /** The name its boxes or radio buttons share; each box's id is `${formId}-${name}-${index}`. */
  name: string;
  legend: string;
  /** Boxes (any number of answers, a list) or radio buttons (one answer). */
  type: "checkbox" | "radio";
  choices: readonly (string | { value: string; label: string })[];
  /** One of the radio buttons must be chosen. */
  required?: boolean;
  className?: string;
  /** The layout of the boxes (a grid's columns). */
  choicesClassName?: string;
}

/**
 * A group of boxes or radio buttons of a form in a `<FormFrame>`, wired from its name alone: the
 * legend, the choices, and the Spanish error of its rule, which describes the group while shown.
 */
export function ChoiceGroup({
  name,
  legend,
  type,
  choices,
  required,
  className,
  choicesClassName,
}: ChoiceGroupProps) {
  const { id: formId, errors, changed } = use(FormChecksContext);
  const id = `${formId}-${name}`;
  const error = errors[name];
  return (
    <fieldset
      className={cn("flex flex-col gap-2", className)}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-medium">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      <div className={cn("grid gap-2", choicesClassName)}>
        {choices.map((choice, index) => (
          <Checkbox
            key={index}
            id={`${id}-${index}`}
            type={type}
            name={name}
            value={typeof choice === "string" ? choice : choice.value}
            label={typeof choice === "string" ? choice : choice.label}
            required={required}
            onChange={(event) => changed(name, event.target)}
          />
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-xs font-medium">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
