/**
 * The hostile-input corpus: what a visitor, a bot or an attacker may put into the `contactos`
 * table, and what must happen to it. Kept as data so that every layer runs the same cases:
 *
 * - the REST API with the anon key (`hostile-inputs-contract.ts`, over PGlite and PostgreSQL):
 *   each case is refused with a PostgREST-shaped error or stored byte for byte;
 * - the leads client's own checks (`packages/leads`, `hostile-inputs.test.ts`): a form refuses
 *   exactly what the case says, with exactly its Spanish message;
 * - the forms in Chromium and the staff panel (`e2e/tests/hostile-inputs.spec.ts`).
 *
 * `TEXT_CASES` are values typed into one field; `REQUEST_CASES` are requests no form can send
 * (wrong JSON types, unknown columns, malformed JSON, oversized bodies, injected table names).
 */

export const HOSTILE_CATEGORIES = [
  "oversized",
  "malformed-email",
  "control-characters",
  "bidi-override",
  "scripts-and-emoji",
  "html-and-script",
  "sql",
  "template",
  "phone",
  "wrong-json-type",
  "unknown-column",
  "missing-required",
  "malformed-json",
  "body-over-limit",
  "table-injection",
] as const;
export type HostileCategory = (typeof HOSTILE_CATEGORIES)[number];

/** The text columns the forms write; each case targets one. */
export type TextColumn = "nombre" | "email" | "telefono" | "mensaje";

/** A PostgREST error answer: status and code, and for a CHECK violation the constraint it names. */
export interface ApiRefusal {
  status: number;
  code: string;
  constraint?: string;
}

/**
 * What a visitor reads when a form refuses: the leads client's messages (packages/leads,
 * limits.ts and validation.ts), letter for letter.
 */
export const FORM_MESSAGES = {
  nombreEmpty: "Ingresá tu nombre.",
  nombreLength: "Ingresá tu nombre (hasta 120 caracteres).",
  emailLength: "El email puede tener hasta 254 caracteres.",
  emailFormat: "Ingresá un email válido, por ejemplo nombre@empresa.com.",
  telefonoLength: "El teléfono puede tener hasta 40 caracteres.",
  telefonoFormat: "Ingresá un teléfono válido: solo números, espacios y los signos + ( ) - .",
  mensajeLength: "El mensaje puede tener hasta 5000 caracteres.",
  forbiddenCharacter: "El texto contiene un carácter no permitido. Borralo e intentá de nuevo.",
} as const;

export interface TextCase {
  name: string;
  category: HostileCategory;
  column: TextColumn;
  /** Starts or ends with whitespace only where that is the point: forms trim what they send. */
  value: string;
  /** In an otherwise valid row inserted with the anon key: stored byte for byte, or refused. */
  api: "stored" | ApiRefusal;
  /**
   * Typed into a form field that writes `column` as it is: stored byte for byte, or refused with
   * this Spanish message and nothing sent. (A browser may refuse first with its own message: an
   * `<input type="email">` only takes ASCII addresses without quotes or brackets.)
   */
  form: "stored" | { message: string };
}

/** A request to `/rest/v1/{path}` with the anon key. */
export interface RequestCase {
  name: string;
  category: HostileCategory;
  /** The fields, columns or URL part the request attacks. */
  targets: readonly string[];
  method: "POST" | "GET";
  /** After `/rest/v1/`, as sent (already URL-encoded). */
  path: string;
  /** The body as sent; a function builds large ones on demand. */
  body?: string | Uint8Array<ArrayBuffer> | (() => string);
  /**
   * `stored`: 201 and these columns read back as given (PostgREST turns a JSON number or object
   * into its text for a text column). Otherwise the refusal.
   */
  expect: { stored: Record<string, string> } | ApiRefusal;
}

const M = FORM_MESSAGES;
const check = (constraint: string): ApiRefusal => ({ status: 400, code: "23514", constraint });
const NUL_REFUSED: ApiRefusal = { status: 400, code: "22P05" };

/** A value made of `count` repetitions of `unit` (counted in characters, as Postgres does). */
const times = (unit: string, count: number) => unit.repeat(count);

// One case a line, so the corpus reads as a table.
// prettier-ignore
export const TEXT_CASES: readonly TextCase[] = [
  // Oversized fields, and the limits themselves (Postgres counts characters, not UTF-16 units).
  { name: "a name of 121 letters", category: "oversized", column: "nombre", value: times("a", 121), api: check("contactos_nombre_length"), form: { message: M.nombreLength } },
  { name: "a name of exactly 120 letters", category: "oversized", column: "nombre", value: times("ñ", 120), api: "stored", form: "stored" },
  { name: "a name of 121 emoji", category: "oversized", column: "nombre", value: times("😀", 121), api: check("contactos_nombre_length"), form: { message: M.nombreLength } },
  { name: "an e-mail of 255 characters", category: "oversized", column: "email", value: `${times("a", 243)}@example.com`, api: check("contactos_email_length"), form: { message: M.emailLength } },
  { name: "an e-mail of exactly 254 characters", category: "oversized", column: "email", value: `${times("b", 242)}@example.com`, api: "stored", form: "stored" },
  { name: "a phone of 41 digits", category: "oversized", column: "telefono", value: times("1", 41), api: check("contactos_telefono_length"), form: { message: M.telefonoLength } },
  { name: "a message of 5001 characters", category: "oversized", column: "mensaje", value: times("x", 5001), api: check("contactos_mensaje_length"), form: { message: M.mensajeLength } },
  { name: "a message of exactly 5000 characters", category: "oversized", column: "mensaje", value: times("Hola. ", 834).slice(0, 5000), api: "stored", form: "stored" },
  { name: "a message of 5000 emoji (10000 UTF-16 units)", category: "oversized", column: "mensaje", value: times("🐝", 5000), api: "stored", form: "stored" },
  { name: "a message of 5001 emoji", category: "oversized", column: "mensaje", value: times("🍯", 5001), api: check("contactos_mensaje_length"), form: { message: M.mensajeLength } },

  // Malformed e-mails.
  { name: "an e-mail with nothing after the @", category: "malformed-email", column: "email", value: "ana@", api: check("contactos_email_format"), form: { message: M.emailFormat } },
  { name: "an e-mail without an @", category: "malformed-email", column: "email", value: "ana.perez.example.com", api: check("contactos_email_format"), form: { message: M.emailFormat } },
  { name: "an e-mail with a space", category: "malformed-email", column: "email", value: "ana perez@example.com", api: check("contactos_email_format"), form: { message: M.emailFormat } },
  { name: "an e-mail with two @", category: "malformed-email", column: "email", value: "ana@@example.com", api: check("contactos_email_format"), form: { message: M.emailFormat } },
  { name: "an e-mail whose domain has no dot", category: "malformed-email", column: "email", value: "ana@example", api: check("contactos_email_format"), form: { message: M.emailFormat } },
  { name: "an e-mail with nothing before the @", category: "malformed-email", column: "email", value: "@example.com", api: check("contactos_email_format"), form: { message: M.emailFormat } },
  { name: "an e-mail ending in a dot", category: "malformed-email", column: "email", value: "ana@example.", api: check("contactos_email_format"), form: { message: M.emailFormat } },
  { name: "two e-mails in one", category: "malformed-email", column: "email", value: "ana@example.com,jefe@example.com", api: check("contactos_email_format"), form: { message: M.emailFormat } },
  { name: "a header injection in the e-mail", category: "malformed-email", column: "email", value: "ana@example.com\nBcc:todos@example.com", api: check("contactos_email_format"), form: { message: M.emailFormat } },
  { name: "a quoted local part", category: "malformed-email", column: "email", value: '"ana"@example.com', api: "stored", form: "stored" },
  { name: "a plus address", category: "malformed-email", column: "email", value: "ana+presupuesto@example.com", api: "stored", form: "stored" },
  { name: "an international e-mail", category: "malformed-email", column: "email", value: "josé@ñandú.com.ar", api: "stored", form: "stored" },
  // Postgres's \s is ASCII whitespace; JavaScript's also matches the no-break space.
  { name: "a no-break space in the e-mail", category: "malformed-email", column: "email", value: "ana\u00a0@example.com", api: "stored", form: { message: M.emailFormat } },

  // Control characters and NUL bytes.
  { name: "a NUL byte in the name", category: "control-characters", column: "nombre", value: "Ana\u0000Pérez", api: NUL_REFUSED, form: { message: M.forbiddenCharacter } },
  { name: "a message that is a NUL byte", category: "control-characters", column: "mensaje", value: "\u0000", api: NUL_REFUSED, form: { message: M.forbiddenCharacter } },
  { name: "a NUL byte in the e-mail", category: "control-characters", column: "email", value: "ana\u0000@example.com", api: NUL_REFUSED, form: { message: M.forbiddenCharacter } },
  { name: "a NUL byte in the phone", category: "control-characters", column: "telefono", value: "11\u00005555 0101", api: NUL_REFUSED, form: { message: M.forbiddenCharacter } },
  { name: "a tab inside the name", category: "control-characters", column: "nombre", value: "Ana\tPérez", api: "stored", form: "stored" },
  { name: "terminal escapes and a bell", category: "control-characters", column: "mensaje", value: "\u001b[31mrojo\u001b[0m \u0007 \u001b]0;titulo\u0007", api: "stored", form: "stored" },
  { name: "DEL and C1 controls in the name", category: "control-characters", column: "nombre", value: "Ana\u007f\u0085\u009bPérez", api: "stored", form: "stored" },
  { name: "zero-width characters and a BOM inside the name", category: "control-characters", column: "nombre", value: "A\u200bn\u200ca\u200d\ufeffPérez\u2060", api: "stored", form: "stored" },
  { name: "line feeds, vertical tab and form feed in the message", category: "control-characters", column: "mensaje", value: "línea 1\nlínea 2\u000blínea 3\u000clínea 4\n\nfin", api: "stored", form: "stored" },
  { name: "a bell inside the phone", category: "control-characters", column: "telefono", value: "11\u00075555 0101", api: check("contactos_telefono_format"), form: { message: M.telefonoFormat } },
  // btrim() in the constraint strips ASCII spaces only; the forms trim every kind of space.
  { name: "a name of invisible spaces", category: "control-characters", column: "nombre", value: "\u00a0\u2003\u3000", api: "stored", form: { message: M.nombreEmpty } },

  // Right-to-left overrides and isolates.
  { name: "a right-to-left override before the name", category: "bidi-override", column: "nombre", value: "\u202eAna Pérez", api: "stored", form: "stored" },
  { name: "a file name spoofed with an override", category: "bidi-override", column: "mensaje", value: "Adjunto factura\u202efdp.exe", api: "stored", form: "stored" },
  { name: "right-to-left isolates around Arabic", category: "bidi-override", column: "nombre", value: "\u2067مرحبا\u2069 Ana", api: "stored", form: "stored" },
  { name: "an override inside the e-mail", category: "bidi-override", column: "email", value: "ana\u202e@example.com", api: "stored", form: "stored" },
  { name: "left-to-right and right-to-left marks", category: "bidi-override", column: "mensaje", value: "\u200eizquierda\u200f derecha \u202dforzado\u202c", api: "stored", form: "stored" },

  // Emoji and every script.
  { name: "Latin with every diacritic", category: "scripts-and-emoji", column: "nombre", value: "José Ñandú Müller-Łukasz Øster Çelik", api: "stored", form: "stored" },
  { name: "Greek", category: "scripts-and-emoji", column: "nombre", value: "Ζωή Παπαδοπούλου", api: "stored", form: "stored" },
  { name: "Cyrillic", category: "scripts-and-emoji", column: "nombre", value: "Анна Петрова", api: "stored", form: "stored" },
  { name: "Chinese", category: "scripts-and-emoji", column: "nombre", value: "王小明", api: "stored", form: "stored" },
  { name: "Japanese", category: "scripts-and-emoji", column: "nombre", value: "山田 太郎（やまだ たろう）", api: "stored", form: "stored" },
  { name: "Korean", category: "scripts-and-emoji", column: "nombre", value: "김민준", api: "stored", form: "stored" },
  { name: "Arabic", category: "scripts-and-emoji", column: "nombre", value: "محمد الأحمد", api: "stored", form: "stored" },
  { name: "Hebrew", category: "scripts-and-emoji", column: "nombre", value: "דוד כהן", api: "stored", form: "stored" },
  { name: "Devanagari", category: "scripts-and-emoji", column: "nombre", value: "अनीता शर्मा", api: "stored", form: "stored" },
  { name: "Thai", category: "scripts-and-emoji", column: "nombre", value: "สมชาย ใจดี", api: "stored", form: "stored" },
  { name: "Georgian, Armenian, Amharic, Tamil and Cherokee", category: "scripts-and-emoji", column: "nombre", value: "ნინო Անի አበበ தமிழ் ᏣᎳᎩ", api: "stored", form: "stored" },
  { name: "mathematical letters outside the BMP", category: "scripts-and-emoji", column: "nombre", value: "𝔄𝔫𝔞 𝕻é𝖗𝖊𝖟", api: "stored", form: "stored" },
  { name: "stacked combining marks", category: "scripts-and-emoji", column: "nombre", value: "A̴̡̛n̸̢a̷͎ P̶é̵r̷e̶z̴", api: "stored", form: "stored" },
  { name: "emoji with skin tones, flags and joiners", category: "scripts-and-emoji", column: "mensaje", value: "👩🏽‍💻 🇦🇷 🏳️‍🌈 👨‍👩‍👧‍👦 🐝🍯 ¡Hola!", api: "stored", form: "stored" },

  // HTML and script payloads: stored as text, never run (the panel must show them inert).
  { name: "a script element as the name", category: "html-and-script", column: "nombre", value: "<script>window.__hostil='nombre-script'</script>", api: "stored", form: "stored" },
  { name: "an image with onerror as the name", category: "html-and-script", column: "nombre", value: `<img src=x onerror="window.__hostil='nombre-img'">`, api: "stored", form: "stored" },
  { name: "an SVG with onload", category: "html-and-script", column: "mensaje", value: `<svg onload="window.__hostil='svg';alert('hostil')"><circle r="9"/></svg>`, api: "stored", form: "stored" },
  { name: "an attribute breakout into an iframe", category: "html-and-script", column: "mensaje", value: `"><iframe src="javascript:window.__hostil='iframe'"></iframe>`, api: "stored", form: "stored" },
  { name: "a javascript: URL", category: "html-and-script", column: "mensaje", value: "javascript:alert(document.cookie)", api: "stored", form: "stored" },
  { name: "a script element as the e-mail", category: "html-and-script", column: "email", value: "<script>window.__hostil='email'</script>@example.com", api: "stored", form: "stored" },
  { name: "a style that hides the page and a link", category: "html-and-script", column: "mensaje", value: `<style>*{display:none!important}</style><a href="https://malo.example">Hacé clic</a>`, api: "stored", form: "stored" },
  { name: "HTML entities stay as typed", category: "html-and-script", column: "mensaje", value: "&lt;b&gt;no soy negrita&lt;/b&gt; &amp;amp; &#60;script&#62;", api: "stored", form: "stored" },
  { name: "spreadsheet formulas", category: "html-and-script", column: "mensaje", value: `=HYPERLINK("https://malo.example";"clic") +cmd|' /C calc'!A0 @SUM(1)`, api: "stored", form: "stored" },
  { name: "an event handler on a bold name", category: "html-and-script", column: "nombre", value: "<b onmouseover=alert('hostil')>Ana</b>", api: "stored", form: "stored" },

  // SQL fragments: values are bound parameters, so they are only text.
  { name: "Bobby Tables", category: "sql", column: "nombre", value: "Robert'); DROP TABLE contactos;--", api: "stored", form: "stored" },
  { name: "a tautology", category: "sql", column: "mensaje", value: "' OR '1'='1' --", api: "stored", form: "stored" },
  { name: "a sleep", category: "sql", column: "nombre", value: "1; SELECT pg_sleep(10)", api: "stored", form: "stored" },
  { name: "dollar quoting and COPY TO PROGRAM", category: "sql", column: "mensaje", value: "$$; COPY contactos TO PROGRAM 'id'; $$", api: "stored", form: "stored" },
  { name: "a comment in the e-mail", category: "sql", column: "email", value: "ana'--@example.com", api: "stored", form: "stored" },
  { name: "a role switch", category: "sql", column: "mensaje", value: "'; SELECT set_config('role','service_role',true); --", api: "stored", form: "stored" },
  { name: "backslashes and an escape string", category: "sql", column: "nombre", value: "Ana\\' \\x00 E'\\n'", api: "stored", form: "stored" },
  { name: "SQL in the phone", category: "sql", column: "telefono", value: "11 5555 0101; DROP TABLE contactos", api: check("contactos_telefono_format"), form: { message: M.telefonoFormat } },

  // Template syntax: nothing evaluates it.
  { name: "a moustache template", category: "template", column: "nombre", value: "{{7*7}}", api: "stored", form: "stored" },
  { name: "templates of five engines", category: "template", column: "mensaje", value: "${7*7} #{7*7} <%= 7*7 %> {% raw %}{{ config }}{% endraw %} [[${7*7}]]", api: "stored", form: "stored" },
  { name: "an Angular-style sandbox escape", category: "template", column: "nombre", value: "{{constructor.constructor('window.__hostil=1')()}}", api: "stored", form: "stored" },
  { name: "format strings", category: "template", column: "mensaje", value: "%s%s%s%n %x {0} {{{{}}}} \\${{7*7}}", api: "stored", form: "stored" },
  { name: "prototype pollution as text", category: "template", column: "mensaje", value: '{"__proto__":{"hostil":true},"constructor":{"prototype":{"hostil":true}}}', api: "stored", form: "stored" },

  // Phones.
  { name: "a phone with every allowed sign", category: "phone", column: "telefono", value: "+54 (266) 455-7788", api: "stored", form: "stored" },
  { name: "a phone of five digits", category: "phone", column: "telefono", value: "12345", api: check("contactos_telefono_format"), form: { message: M.telefonoFormat } },
  { name: "a phone in Arabic-Indic digits", category: "phone", column: "telefono", value: "١١٥٥٥٥٠١٠١", api: check("contactos_telefono_format"), form: { message: M.telefonoFormat } },
  { name: "a phone in full-width digits", category: "phone", column: "telefono", value: "+54 9 11 ５５５５-０１０１", api: check("contactos_telefono_format"), form: { message: M.telefonoFormat } },
];

/** The fields of a valid row, as JSON text, with `extra` merged in. */
function rowJson(extra: Record<string, unknown> = {}, omit: readonly string[] = []): string {
  const row: Record<string, unknown> = {
    id: crypto.randomUUID(),
    nombre: "Ana Pérez",
    email: "ana@example.com",
    tipo: "Contacto General",
    origen: "Sitio Web - Contacto",
    fecha: new Date().toISOString(),
    ...extra,
  };
  for (const key of omit) delete row[key];
  return JSON.stringify(row);
}

const INVALID_JSON: ApiRefusal = { status: 400, code: "PGRST102" };
const UNKNOWN_TABLE: ApiRefusal = { status: 404, code: "PGRST205" };
const UNKNOWN_COLUMN: ApiRefusal = { status: 400, code: "PGRST204" };

// prettier-ignore
export const REQUEST_CASES: readonly RequestCase[] = [
  // Wrong JSON types: PostgREST (json_to_recordset) stores a scalar's or object's JSON text.
  { name: "a number as the name", category: "wrong-json-type", targets: ["nombre"], method: "POST", path: "contactos", body: () => rowJson({ nombre: 123 }), expect: { stored: { nombre: "123" } } },
  { name: "a boolean as the name", category: "wrong-json-type", targets: ["nombre"], method: "POST", path: "contactos", body: () => rowJson({ nombre: true }), expect: { stored: { nombre: "true" } } },
  { name: "an object as the message", category: "wrong-json-type", targets: ["mensaje"], method: "POST", path: "contactos", body: () => rowJson({ mensaje: { html: "<script>" } }), expect: { stored: { mensaje: '{"html":"<script>"}' } } },
  { name: "an array as the name", category: "wrong-json-type", targets: ["nombre"], method: "POST", path: "contactos", body: () => rowJson({ nombre: ["Ana", "Pérez"] }), expect: { stored: { nombre: '["Ana","Pérez"]' } } },
  { name: "null as the name", category: "wrong-json-type", targets: ["nombre"], method: "POST", path: "contactos", body: () => rowJson({ nombre: null }), expect: { status: 400, code: "23502" } },
  { name: "a word as the date", category: "wrong-json-type", targets: ["fecha"], method: "POST", path: "contactos", body: () => rowJson({ fecha: "ayer" }), expect: { status: 400, code: "22007" } },
  { name: "a number as the date", category: "wrong-json-type", targets: ["fecha"], method: "POST", path: "contactos", body: () => rowJson({ fecha: 12345 }), expect: { status: 400, code: "22007" } },
  { name: "a number as the id", category: "wrong-json-type", targets: ["id"], method: "POST", path: "contactos", body: () => rowJson({ id: 5 }), expect: { status: 400, code: "22P02" } },
  { name: "a number as the rol", category: "wrong-json-type", targets: ["rol"], method: "POST", path: "contactos", body: () => rowJson({ rol: 1 }), expect: check("contactos_rol_valid") },
  { name: "a tipo no form writes", category: "wrong-json-type", targets: ["tipo"], method: "POST", path: "contactos", body: () => rowJson({ tipo: "admin" }), expect: check("contactos_tipo_valid") },
  { name: "a body that is a string", category: "wrong-json-type", targets: ["body"], method: "POST", path: "contactos", body: '"Ana Pérez"', expect: INVALID_JSON },
  { name: "a body that is a number", category: "wrong-json-type", targets: ["body"], method: "POST", path: "contactos", body: "42", expect: INVALID_JSON },
  { name: "an array holding a number", category: "wrong-json-type", targets: ["body"], method: "POST", path: "contactos", body: () => `[${rowJson()}, 3]`, expect: INVALID_JSON },
  { name: "a JSON value nested 20,000 deep (PostgreSQL's own stack limit, 500 on hosted PostgREST too)", category: "wrong-json-type", targets: ["mensaje"], method: "POST", path: "contactos", body: () => rowJson({ mensaje: "HOLE" }).replace('"HOLE"', `${"[".repeat(20_000)}${"]".repeat(20_000)}`), expect: { status: 500, code: "54001" } },

  // Unknown columns, and columns visitors may not write.
  { name: "a column the table does not have", category: "unknown-column", targets: ["empresa"], method: "POST", path: "contactos", body: () => rowJson({ empresa: "ACME" }), expect: UNKNOWN_COLUMN },
  { name: "a column name carrying SQL", category: "unknown-column", targets: ["key"], method: "POST", path: "contactos", body: () => rowJson({ 'nombre"; DROP TABLE contactos; --': "x" }), expect: UNKNOWN_COLUMN },
  { name: "a __proto__ key", category: "unknown-column", targets: ["key"], method: "POST", path: "contactos", body: () => rowJson().replace("{", '{"__proto__":{"admin":true},'), expect: UNKNOWN_COLUMN },
  { name: "an unknown column in ?columns=", category: "unknown-column", targets: ["columns"], method: "POST", path: "contactos?columns=id,nombre,email,tipo,origen,fecha,%22secreto%22", body: () => rowJson(), expect: UNKNOWN_COLUMN },
  { name: "created_at, which only the server sets", category: "unknown-column", targets: ["created_at"], method: "POST", path: "contactos", body: () => rowJson({ created_at: "2000-01-01T00:00:00Z" }), expect: { status: 401, code: "42501" } },

  // Missing required fields.
  { name: "no e-mail", category: "missing-required", targets: ["email"], method: "POST", path: "contactos", body: () => rowJson({}, ["email"]), expect: { status: 400, code: "23502" } },
  { name: "no name", category: "missing-required", targets: ["nombre"], method: "POST", path: "contactos", body: () => rowJson({}, ["nombre"]), expect: { status: 400, code: "23502" } },
  { name: "no tipo, origen or fecha", category: "missing-required", targets: ["tipo", "origen", "fecha"], method: "POST", path: "contactos", body: () => rowJson({}, ["tipo", "origen", "fecha"]), expect: { status: 400, code: "23502" } },
  { name: "an empty object", category: "missing-required", targets: ["body"], method: "POST", path: "contactos", body: "{}", expect: { status: 400, code: "23502" } },

  // Malformed JSON and bytes.
  { name: "an unterminated object", category: "malformed-json", targets: ["body"], method: "POST", path: "contactos", body: '{"nombre":"Ana"', expect: INVALID_JSON },
  { name: "an empty body", category: "malformed-json", targets: ["body"], method: "POST", path: "contactos", body: "", expect: INVALID_JSON },
  { name: "a trailing comma", category: "malformed-json", targets: ["body"], method: "POST", path: "contactos", body: () => rowJson().replace(/}$/, ",}"), expect: INVALID_JSON },
  { name: "single quotes", category: "malformed-json", targets: ["body"], method: "POST", path: "contactos", body: "{'nombre':'Ana'}", expect: INVALID_JSON },
  { name: "a raw NUL byte inside a string", category: "malformed-json", targets: ["nombre"], method: "POST", path: "contactos", body: () => rowJson({ nombre: "Ana@NUL@" }).replace("@NUL@", "\u0000"), expect: INVALID_JSON },
  { name: "bytes that are not UTF-8", category: "malformed-json", targets: ["nombre"], method: "POST", path: "contactos", body: new Uint8Array([...new TextEncoder().encode('{"nombre":"'), 0xc3, 0x28, 0xff, ...new TextEncoder().encode('"}')]), expect: INVALID_JSON },
  { name: "a lone UTF-16 surrogate", category: "malformed-json", targets: ["nombre"], method: "POST", path: "contactos", body: () => rowJson({ nombre: "Ana SURROGATE" }).replace("SURROGATE", "\\ud800"), expect: { status: 400, code: "22P02" } },

  // Bodies over the limit (the local backend's 1 MB; hosted Supabase has its own).
  { name: "a message of 1.1 MB", category: "body-over-limit", targets: ["mensaje"], method: "POST", path: "contactos", body: () => rowJson({ mensaje: "x".repeat(1_100_000) }), expect: { status: 413, code: "PGRST413" } },
  { name: "a valid row padded past 1 MB", category: "body-over-limit", targets: ["body"], method: "POST", path: "contactos", body: () => `${" ".repeat(1024 * 1024)}${rowJson()}`, expect: { status: 413, code: "PGRST413" } },

  // Table-name injection in the URL.
  { name: "a statement after the table name", category: "table-injection", targets: ["URL"], method: "POST", path: "contactos;drop%20table%20contactos", body: () => rowJson(), expect: UNKNOWN_TABLE },
  { name: "a quote closing the table name", category: "table-injection", targets: ["URL"], method: "POST", path: "contactos%22%3B--", body: () => rowJson(), expect: UNKNOWN_TABLE },
  { name: "another schema's table", category: "table-injection", targets: ["URL"], method: "POST", path: "auth.users", body: () => rowJson(), expect: UNKNOWN_TABLE },
  { name: "the system catalogue", category: "table-injection", targets: ["URL"], method: "GET", path: "pg_catalog.pg_authid?select=*", expect: UNKNOWN_TABLE },
  { name: "an encoded path traversal", category: "table-injection", targets: ["URL"], method: "POST", path: "..%2F..%2Fauth%2Fv1%2Fadmin%2Fusers", body: () => rowJson(), expect: UNKNOWN_TABLE },
  { name: "a NUL byte after the table name", category: "table-injection", targets: ["URL"], method: "POST", path: "contactos%00", body: () => rowJson(), expect: UNKNOWN_TABLE },
  { name: "the table name in capitals", category: "table-injection", targets: ["URL"], method: "POST", path: "Contactos", body: () => rowJson(), expect: UNKNOWN_TABLE },
  { name: "a database function instead of a table", category: "table-injection", targets: ["URL"], method: "POST", path: "rpc/pg_sleep", body: '{"seconds":10}', expect: { status: 404, code: "PGRST202" } },
];

/** The body of a request case as it goes on the wire. */
export function requestBody(testCase: RequestCase): string | Uint8Array<ArrayBuffer> | undefined {
  return typeof testCase.body === "function" ? testCase.body() : testCase.body;
}
