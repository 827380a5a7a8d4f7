import { createServer, type Server } from "node:http";
import { handleCors } from "./cors";
import { sendJson } from "./send";
import type { Service } from "./service";

function findService(services: readonly Service[], pathname: string): Service | undefined {
  return services.find(
    (service) => pathname === service.prefix || pathname.startsWith(`${service.prefix}/`),
  );
}

/**
 * One HTTP server for every stand-in service: CORS (preflights included) on every route, then
 * the service whose prefix matches. Nothing a client sends can crash the process: a failing
 * handler answers 500 and the error is logged.
 */
export function createBackendServer(
  services: readonly Service[],
  corsOrigins: readonly string[],
): Server {
  const server = createServer((req, res) => {
    const run = async () => {
      if (handleCors(req, res, corsOrigins)) return;
      let url: URL;
      try {
        url = new URL(req.url ?? "/", "http://localhost");
      } catch {
        req.resume();
        sendJson(res, 400, { message: "Invalid request URL" });
        return;
      }
      const service = findService(services, url.pathname);
      if (service === undefined) {
        req.resume();
        sendJson(res, 404, { message: "no Route matched with those values" });
        return;
      }
      await service.handle({ req, res, url, path: url.pathname.slice(service.prefix.length) });
    };
    run().catch((error: unknown) => {
      console.error("[local-backend] unhandled error:", error);
      if (!res.headersSent) {
        sendJson(res, 500, {
          code: "XX000",
          details: null,
          hint: null,
          message: "Internal error in the local backend",
        });
      } else {
        res.destroy();
      }
    });
  });
  server.on("clientError", (_error, socket) => {
    if (socket.writable)
      socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    else socket.destroy();
  });
  return server;
}
