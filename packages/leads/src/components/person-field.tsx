import { Input } from "@agencia/ui/input";
import { FormField } from "./form-field";

/** How each field about the person behind a lead is asked: name and e-mail required. */
const PERSON_FIELDS = {
  name: { required: true, input: { autoComplete: "name" } },
  email: { required: true, input: { type: "email", autoComplete: "email" } },
  phone: { required: false, input: { type: "tel", autoComplete: "tel" } },
} as const;

export interface PersonFieldProps {
  name: keyof typeof PERSON_FIELDS;
  label: string;
  placeholder: string;
  className?: string;
}

/** The name, e-mail or phone of the person behind a lead, as every lead form asks it. */
export function PersonField({ name, label, placeholder, className }: PersonFieldProps) {
  const { required, input } = PERSON_FIELDS[name];
  return (
    <FormField name={name} label={label} required={required} className={className}>
      <Input placeholder={placeholder} {...input} />
    </FormField>
  );
}
