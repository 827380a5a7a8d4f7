export { startLocalBackend, type LocalBackend, type LocalBackendOptions } from "./start";
export type { Storage } from "./db/types";
export { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from "./keys";
