import { Select, type SelectOption } from "@agencia/ui/select";
import { FormField } from "./form-field";
import { PersonField } from "./person-field";

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
      <PersonField name="name" {...fields.name} className="sm:col-span-2" />
      <PersonField name="email" {...fields.email} />
      <PersonField name="phone" {...fields.phone} />
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
