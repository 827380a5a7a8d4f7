import { useState } from "react";
import { readAnswers } from "./answers";
import { fieldErrors, type FieldErrors, type FieldRules, type FormChecks } from "./form-checks";

/**
 * A form's field checks: each field's Spanish error once a submit failed its rule, following
 * what is typed until it passes. `checks` goes to the fields (`FormChecksContext`); `check` reads
 * the answers at submit.
 */
export function useFieldChecks<Values>(id: string, rules: FieldRules<Values> = {}) {
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
    /**
     * `form`'s answers (`submitter`'s among them) when every rule passes; else undefined, the
     * errors show and the first field refused takes the focus.
     */
    check(form: HTMLFormElement, submitter?: HTMLElement | null) {
      const values = readAnswers<Values>(form, submitter);
      const found = fieldErrors(rules, values);
      setErrors(found);
      const [refused] = Object.keys(found);
      if (!refused) return values;
      (form.elements.namedItem(refused) as HTMLElement | null)?.focus?.();
    },
    clear: () => setErrors({}),
  };
}
