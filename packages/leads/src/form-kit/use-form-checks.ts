import { use } from "react";
import { FormChecksContext, type FormChecks } from "./form-checks";

/** The checks of the form around a field (`<FormFrame>`). */
export function useFormChecks(): FormChecks {
  const checks = use(FormChecksContext);
  if (!checks) throw new Error("A form field belongs inside a <FormFrame>.");
  return checks;
}
