export { startLocalBackend, type LocalBackend, type LocalBackendOptions } from "./start";
export type { Storage } from "./db/types";
export { bootstrapSql } from "./db/bootstrap";
export { startMailCatcher, type MailCatcher, type MailCatcherOptions } from "./mail/catcher";
