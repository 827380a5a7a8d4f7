import type { Database } from "../db/types";

/** Requests taken from the queue at a time. */
const BATCH = 20;
/** pg_net keeps answers for 6 hours (its `pg_net.ttl`). */
const RESPONSE_TTL = "6 hours";

type QueuedRequest = {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
  timeout_milliseconds: number;
};

interface Answer {
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
}

export interface NetWorker {
  close(): Promise<void>;
}

async function perform(request: QueuedRequest, stop: AbortSignal): Promise<Answer> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.any([stop, AbortSignal.timeout(request.timeout_milliseconds)]),
    });
    return {
      status_code: response.status,
      content_type: response.headers.get("content-type"),
      headers: Object.fromEntries(response.headers),
      content: await response.text(),
      timed_out: false,
      error_msg: null,
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    const cause =
      error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return {
      status_code: null,
      content_type: null,
      headers: null,
      content: null,
      timed_out: timedOut,
      error_msg: timedOut
        ? `Timeout of ${request.timeout_milliseconds} ms reached`
        : `${error instanceof Error ? error.message : String(error)}${cause}`,
    };
  }
}

/**
 * pg_net's background worker, for the `net` stand-in: sends the requests that committed
 * transactions queued with `net.http_post` (woken by NOTIFY, and once at start for what an
 * earlier run left), records each answer in `net._http_response` and takes the request off the
 * queue in one transaction, so a request is never lost: one cut short by `close()` stays queued
 * and is sent at the next start. Like pg_net, it never retries; callers read the answers.
 */
export async function startNetWorker(db: Database): Promise<NetWorker> {
  const stop = new AbortController();
  let wanted = false;
  let running: Promise<void> | null = null;

  const send = async (request: QueuedRequest) => {
    const answer = await perform(request, stop.signal);
    if (stop.signal.aborted) return;
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing`,
        [
          request.id,
          answer.status_code,
          answer.content_type,
          answer.headers === null ? null : JSON.stringify(answer.headers),
          answer.content,
          answer.timed_out,
          answer.error_msg,
        ],
      );
      await tx.query("delete from net.http_request_queue where id = $1", [request.id]);
    });
  };

  const drain = async () => {
    await db.query(
      `delete from net._http_response where created < now() - interval '${RESPONSE_TTL}'`,
    );
    while (wanted && !stop.signal.aborted) {
      wanted = false;
      const batch = await db.query<QueuedRequest>(
        `select id::text as id, method, url, headers, convert_from(body, 'UTF8') as body, timeout_milliseconds
           from net.http_request_queue order by id limit ${BATCH}`,
      );
      await Promise.all(batch.rows.map(send));
      if (batch.rows.length === BATCH) wanted = true;
    }
  };

  const wake = () => {
    wanted = true;
    if (running !== null || stop.signal.aborted) return;
    running = drain()
      .catch((error: unknown) => {
        if (!stop.signal.aborted) console.error("[local-backend] pg_net stand-in:", error);
      })
      .finally(() => {
        running = null;
        // A NOTIFY that came while the last batch was being recorded.
        if (wanted && !stop.signal.aborted) wake();
      });
  };

  const unlisten = await db.listen("net_http_request_queue", wake);
  wake();
  return {
    async close() {
      stop.abort();
      await unlisten();
      await running;
    },
  };
}
