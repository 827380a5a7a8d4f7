import {
  FORM_MESSAGES,
  TEXT_CASES,
  type TextCase,
  type TextColumn,
} from "@agencia/local-backend/hostile-inputs";
import { CONSTRAINT_MESSAGES, FORBIDDEN_CHARACTER_MESSAGE } from "./limits";
import { hiveRow, type HiveValues } from "./rows";
import { refusalMessage } from "./send";
import { rowProblem, rules, type FieldRule } from "./validation";

/** The form field that writes each column as it is (the hive form has one for each). */
const FIELD: Record<TextColumn, { name: keyof HiveValues; rule: FieldRule }> = {
  nombre: { name: "name", rule: rules.nombre },
  email: { name: "email", rule: rules.email },
  telefono: { name: "phone", rule: rules.telefono },
  mensaje: { name: "message", rule: rules.texto },
};

const context = { id: "00000000-0000-4000-8000-000000000000", now: new Date() };
const row = ({ column, value }: TextCase) =>
  hiveRow({ name: "Ana Pérez", email: "ana@example.com", [FIELD[column].name]: value }, context);

describe("the hostile-input corpus against the forms' own checks", () => {
  it("quotes the forms' messages letter for letter", () => {
    expect(FORM_MESSAGES).toMatchObject({
      nombreLength: CONSTRAINT_MESSAGES.contactos_nombre_length,
      emailLength: CONSTRAINT_MESSAGES.contactos_email_length,
      emailFormat: CONSTRAINT_MESSAGES.contactos_email_format,
      telefonoLength: CONSTRAINT_MESSAGES.contactos_telefono_length,
      telefonoFormat: CONSTRAINT_MESSAGES.contactos_telefono_format,
      mensajeLength: CONSTRAINT_MESSAGES.contactos_mensaje_length,
      forbiddenCharacter: FORBIDDEN_CHARACTER_MESSAGE,
    });
    expect(rules.nombre(" ")).toBe(FORM_MESSAGES.nombreEmpty);
  });

  it.each(TEXT_CASES.map((testCase) => [testCase.name, testCase] as const))(
    "%s",
    (_name, testCase) => {
      const outcome = FIELD[testCase.column].rule(testCase.value);
      if (testCase.form === "stored") {
        expect(outcome).toBe(true);
        expect(rowProblem(row(testCase))).toBeNull();
        expect(row(testCase)[testCase.column]).toBe(testCase.value);
      } else {
        expect(outcome).toBe(testCase.form.message);
      }
      // Whatever the database refuses, the form refuses first, so nothing refused is ever sent.
      if (testCase.api !== "stored") expect(testCase.form).not.toBe("stored");
    },
  );

  it("gives a Spanish reason for every refusal the API answers, should a check be bypassed", () => {
    for (const { api } of TEXT_CASES) {
      if (api === "stored") continue;
      const message = api.constraint
        ? `new row for relation "contactos" violates check constraint "${api.constraint}"`
        : "unsupported Unicode escape sequence";
      expect(refusalMessage({ code: api.code, message }), api.code).toEqual(expect.any(String));
    }
  });
});
