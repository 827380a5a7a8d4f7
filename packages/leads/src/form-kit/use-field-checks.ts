import { useState } from "react";
import { readAnswers } from "./answers";
import type { FieldChecks, FieldErrors, FieldRules, FormChecks } from "./form-checks";

/** The first refusal of each rule, by field name; empty when every answer passes. */
function fieldErrors<Values>(rules: FieldRules<Values>, values: Values): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of Object.keys(rules) as (keyof Values & string)[]) {
    const outcome = rules[name]?.(String(values[name] ?? ""), values);
    if (typeof outcome === "string") errors[name] = outcome;
  }
  return errors;
}

/**
 * A form's field checks: each field's Spanish error once a submit failed its rule, following
 * what is typed until it passes. `checks` goes to the fields (`FormChecksContext`); `check` reads
 * the answers at submit.
 */
export function useFieldChecks<Values>(
  id: string,
  rules: FieldRules<Values>,
): Required<Omit<FieldChecks<Values>, "declared">> {
  const [errors, setErrors] = useState<FieldErrors>({});
  const checks: FormChecks = {
    id,
    errors,
    changed(name, control) {
      if (!errors[name]) return;
      const rule = rules[name as keyof Values];
      const verdict = rule?.(control.value, readAnswers<Values>(control.form!)) ?? true;
      setErrors((current) => ({ ...current, [name]: verdict === true ? undefined : verdict }));
    },
  };
  return {
    checks,
    /** When a rule refuses an answer, its error shows and the first field refused takes the focus. */
    check(form, submitter) {
      const values = readAnswers<Values>(form, submitter);
      const found = fieldErrors(rules, values);
      const [refused] = Object.keys(found);
      // None to show and none shown: the form need not render again before it shows it is sending.
      if (refused || Object.values(errors).some(Boolean)) setErrors(found);
      if (!refused) return values;
      (form.elements.namedItem(refused) as HTMLElement | null)?.focus?.();
    },
    clear: () => setErrors({}),
  };
}
