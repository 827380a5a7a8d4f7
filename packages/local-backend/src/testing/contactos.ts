import { randomUUID } from "node:crypto";

/** A `contactos` row as the forms write it (spec 000 §3, the contact page). */
export function contactoRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    nombre: "Ana Pérez",
    email: "ana@example.com",
    telefono: "+54 9 11 5555-0101",
    canal_contacto: "Formulario de Contacto",
    mensaje: "Empresa: N/A\nServicio: N/A\n\nQuiero un chatbot para mi negocio.",
    tipo: "Contacto General",
    origen: "Sitio Web - Contacto",
    fecha: new Date().toISOString(),
    ...overrides,
  };
}
