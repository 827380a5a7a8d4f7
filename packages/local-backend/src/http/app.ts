import { createAdaptorServer } from "@hono/node-server";
import { Hono } from "hono";
import type { Server } from "node:http";
import { corsFor } from "./cors";
import { clientAddressHeader } from "./gateway";
import { jsonResponse } from "./send";
import type { Service } from "./service";

/**
 * One HTTP server for every stand-in service: CORS (preflights included) and the gateway's
 * client-address header on every route, then the service whose prefix matches. Nothing a client
 * sends can crash the process: a failing handler answers 500 and the error is logged.
 */
export function createBackendServer(
  services: readonly Service[],
  corsOrigins: readonly string[],
): Server {
  const app = new Hono();
  app.use(corsFor(corsOrigins));
  app.use(clientAddressHeader());
  for (const service of services) app.route(service.prefix, service.app);
  app.notFound(() => jsonResponse(404, { message: "no Route matched with those values" }));
  app.onError((error) => {
    console.error("[local-backend] unhandled error:", error);
    return jsonResponse(500, {
      code: "XX000",
      details: null,
      hint: null,
      message: "Internal error in the local backend",
    });
  });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  server.on("clientError", (_error, socket) => {
    if (socket.writable)
      socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    else socket.destroy();
  });
  return server;
}
