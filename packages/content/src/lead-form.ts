/** The fields of the service and landing lead form (spec 001 §3): name and email required. */
export const leadFormFields = {
  name: { label: "Nombre", placeholder: "Tu nombre y apellido" },
  email: { label: "Email", placeholder: "tu@empresa.com" },
  phone: { label: "Teléfono", placeholder: "Código de área y número (opcional)" },
} as const;
