import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_KEYS } from "./test-keys";
import type { LocalBackend } from "../start";
import { restFetch } from "./backend";
import { contactoRow } from "./contactos";
import {
  type ApiRefusal,
  REQUEST_CASES,
  requestBody,
  type RequestCase,
  TEXT_CASES,
  type TextCase,
} from "./hostile-inputs";

const utf8 = (text: string) => [...Buffer.from(text, "utf8")];

/**
 * The hostile-input corpus at the REST API with the anon key: each case is refused with a
 * PostgREST-shaped error and stores nothing, or is stored byte for byte (read back with the
 * service key). Registered once over PGlite and once over a real PostgreSQL server.
 */
export function hostileInputsContract(start: () => Promise<LocalBackend>): void {
  let backend: LocalBackend;

  beforeAll(async () => {
    backend = await start();
  });

  afterAll(async () => {
    await backend?.close();
  });

  async function storedRow(id: string): Promise<Record<string, unknown>[]> {
    const response = await restFetch(backend.url, `/rest/v1/contactos?select=*&id=eq.${id}`, {
      key: TEST_KEYS.serverKey,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>[];
  }

  async function expectRefusal(response: Response, refusal: ApiRefusal): Promise<void> {
    const text = await response.text();
    expect([response.status, text.slice(0, 300)]).toEqual([refusal.status, expect.any(String)]);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(body.code).toBe(refusal.code);
    expect(typeof body.message).toBe("string");
    if (refusal.constraint !== undefined) {
      expect(body.message).toBe(
        `new row for relation "contactos" violates check constraint "${refusal.constraint}"`,
      );
    }
  }

  function send(path: string, init: { method: string; body?: string | Uint8Array<ArrayBuffer> }) {
    return restFetch(backend.url, `/rest/v1/${path}`, {
      method: init.method,
      headers: init.body === undefined ? {} : { "Content-Type": "application/json" },
      body: init.body,
    });
  }

  describe("text typed into a field, inserted with the anon key", () => {
    it.each(TEXT_CASES.map((testCase) => [testCase.name, testCase] as const))(
      "%s",
      async (_name, testCase: TextCase) => {
        const row = contactoRow({ [testCase.column]: testCase.value });
        const id = String(row.id);
        const response = await send("contactos", { method: "POST", body: JSON.stringify(row) });
        if (testCase.api === "stored") {
          expect(response.status).toBe(201);
          const [stored] = await storedRow(id);
          expect(utf8(String(stored?.[testCase.column]))).toEqual(utf8(testCase.value));
        } else {
          await expectRefusal(response, testCase.api);
          expect(await storedRow(id)).toEqual([]);
        }
      },
    );
  });

  describe("requests no form sends", () => {
    it.each(REQUEST_CASES.map((testCase) => [testCase.name, testCase] as const))(
      "%s",
      async (_name, testCase: RequestCase) => {
        const body = requestBody(testCase);
        const id = typeof body === "string" ? /"id":"([0-9a-f-]{36})"/.exec(body)?.[1] : undefined;
        const response = await send(testCase.path, { method: testCase.method, body });
        if ("stored" in testCase.expect) {
          expect(response.status).toBe(201);
          expect(id).toBeDefined();
          const [stored] = await storedRow(id!);
          for (const [column, value] of Object.entries(testCase.expect.stored)) {
            expect(utf8(String(stored?.[column]))).toEqual(utf8(value));
          }
        } else {
          await expectRefusal(response, testCase.expect);
          if (id !== undefined) expect(await storedRow(id)).toEqual([]);
        }
      },
    );

    it("still stores a visitor's lead after all of them", async () => {
      const row = contactoRow();
      const response = await send("contactos", { method: "POST", body: JSON.stringify(row) });
      expect(response.status).toBe(201);
      expect(await storedRow(String(row.id))).toHaveLength(1);
    });
  });
}
