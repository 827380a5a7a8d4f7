import { fetchWithTimeout } from "./supabase-client";

/** A server that never answers: the request ends only when its signal aborts. */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error));
  });

describe("fetchWithTimeout", () => {
  it("gives up on a request that hangs, as a network failure would", async () => {
    const started = Date.now();
    const call = fetchWithTimeout(hangingFetch, 50)("http://backend.test/auth/v1/token");
    await expect(call).rejects.toMatchObject({ name: "TimeoutError" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("still stops when the caller aborts first", async () => {
    const controller = new AbortController();
    const call = fetchWithTimeout(hangingFetch, 10_000)("http://backend.test/rest/v1/contactos", {
      signal: controller.signal,
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });

  it("passes an answer through untouched", async () => {
    const answer = new Response("{}", { status: 200 });
    const call = fetchWithTimeout(() => Promise.resolve(answer), 50)("http://backend.test/");
    await expect(call).resolves.toBe(answer);
  });
});
