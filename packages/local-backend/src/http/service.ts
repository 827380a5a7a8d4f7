import type { IncomingMessage, ServerResponse } from "node:http";

export interface ServiceRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path below the service prefix, e.g. `/contactos` for `/rest/v1/contactos`. */
  path: string;
}

/**
 * One stand-in service mounted under a path prefix (`/rest/v1`, `/auth/v1`, `/__admin`,
 * `/store`, `/checkout`, `/store-media`). CORS and preflights are handled before a service is
 * called.
 */
export interface Service {
  readonly prefix: string;
  handle(request: ServiceRequest): Promise<void>;
}
