import { Input } from "@agencia/ui/input";
import { Select, type SelectOption } from "@agencia/ui/select";
import { FormField } from "./form-field";

interface FieldCopy {
  label: string;
  placeholder: string;
}

export interface ContactFieldsProps {
  fields: Record<"name" | "email" | "phone" | "contactMethod", FieldCopy>;
  contactMethods: readonly SelectOption[];
}

/**
 * The person behind a request and how to reach them: name, e-mail and contact method required,
 * phone optional (/agenda's and /partners' forms, in a two-column grid).
 */
export function ContactFields({ fields, contactMethods }: ContactFieldsProps) {
  return (
    <>
      <FormField name="name" label={fields.name.label} required className="sm:col-span-2">
        <Input placeholder={fields.name.placeholder} autoComplete="name" />
      </FormField>
      <FormField name="email" label={fields.email.label} required>
        <Input placeholder={fields.email.placeholder} type="email" autoComplete="email" />
      </FormField>
      <FormField name="phone" label={fields.phone.label}>
        <Input placeholder={fields.phone.placeholder} type="tel" autoComplete="tel" />
      </FormField>
      <FormField
        name="contactMethod"
        label={fields.contactMethod.label}
        required
        className="sm:col-span-2"
      >
        <Select
          defaultValue=""
          placeholder={fields.contactMethod.placeholder}
          options={contactMethods}
        />
      </FormField>
    </>
  );
}
