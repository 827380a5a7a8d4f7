/**
 * Insert throughput of the local backend: supabase-js inserts `contactos` rows with the anon key
 * at concurrency 30 for ~10 s against an in-memory backend, then checks with the service key
 * that every row landed exactly once. `BENCH_SECONDS` and `BENCH_CONCURRENCY` override. Each
 * concurrent client connects from a loopback address of its own (127.0.0.2, 127.0.0.3, …), and
 * the limits on visitors' leads are raised for the run, since each still sends hundreds; their
 * check runs on every insert. `bench/flood.ts` measures the limits themselves.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { LIFTED_LEAD_LIMITS } from "../src/admin/lead-limits";
import { REPO_ROOT } from "../src/paths";
import { startLocalBackend } from "../src/start";
import { anonClient, serviceClient } from "../src/testing/backend";
import { contactoRow } from "../src/testing/contactos";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 30);

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function storedIds(url: string, origen: string): Promise<string[]> {
  const service = serviceClient(url);
  const ids: string[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await service
      .from("contactos")
      .select("id")
      .eq("origen", origen)
      .order("id")
      .range(from, from + 999);
    if (error) throw new Error(`reading back failed: ${error.message}`);
    ids.push(...(data as Array<{ id: string }>).map((row) => row.id));
    if (data.length < 1000) return ids;
  }
}

async function main(): Promise<number> {
  const backend = await startLocalBackend({
    port: 0,
    storage: "memory",
    leadLimits: LIFTED_LEAD_LIMITS,
  });
  console.log(
    `limits on visitors' leads: raised for this run; ${CONCURRENCY} clients on 127.0.0.2-${CONCURRENCY + 1}`,
  );
  const clients = Array.from({ length: CONCURRENCY }, (_, i) =>
    anonClient(backend.url, `127.0.0.${i + 2}`),
  );

  const origen = `bench-${Date.now()}`;
  const sent: string[] = [];
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  // Warm-up: the first requests pay for JIT and connection setup.
  for (const client of clients)
    await client.from("contactos").insert(contactoRow({ origen: `${origen}-warmup` }));

  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  const worker = async (client: SupabaseClient) => {
    while (performance.now() < deadline) {
      const row = contactoRow({ origen });
      const t0 = performance.now();
      const { error, status } = await client.from("contactos").insert(row);
      latencies.push(performance.now() - t0);
      if (error === null && status === 201) sent.push(String(row.id));
      else {
        const reason = `${status} ${error?.code ?? ""} ${error?.message ?? ""}`;
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      }
    }
  };
  await Promise.all(clients.map(worker));
  const elapsed = (performance.now() - started) / 1000;

  const stored = await storedIds(backend.url, origen);
  await backend.close();
  const unique = new Set(stored);
  const missing = sent.filter((id) => !unique.has(id));
  const landedOnce =
    stored.length === sent.length && unique.size === stored.length && missing.length === 0;

  latencies.sort((a, b) => a - b);
  const result = {
    concurrency: CONCURRENCY,
    seconds: Number(elapsed.toFixed(2)),
    inserts: sent.length,
    failed: [...failures.values()].reduce((a, b) => a + b, 0),
    insertsPerSecond: Number((sent.length / elapsed).toFixed(1)),
    latencyMs: {
      p50: Number(percentile(latencies, 50).toFixed(1)),
      p95: Number(percentile(latencies, 95).toFixed(1)),
      p99: Number(percentile(latencies, 99).toFixed(1)),
      max: Number((latencies[latencies.length - 1] ?? Number.NaN).toFixed(1)),
    },
    stored: stored.length,
    everyRowLandedOnce: landedOnce,
  };
  console.log(
    `inserts/s: ${result.insertsPerSecond} (${result.inserts} in ${result.seconds} s, concurrency ${CONCURRENCY})`,
  );
  console.log(
    `latency ms: p50 ${result.latencyMs.p50}, p95 ${result.latencyMs.p95}, p99 ${result.latencyMs.p99}, max ${result.latencyMs.max}`,
  );
  console.log(
    `stored ${result.stored}; every row landed once: ${landedOnce ? "yes" : "NO"}; failed requests: ${result.failed}`,
  );
  for (const [reason, count] of failures) console.log(`  ${count} × ${reason}`);
  const outDir = join(REPO_ROOT, "bench-results");
  await mkdir(outDir, { recursive: true });
  await writeFile(
    join(outDir, "local-backend-inserts.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  return landedOnce && result.failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
