export { startLocalBackend, type LocalBackend, type LocalBackendOptions } from "./start";
export { LIFTED_LEAD_LIMITS, type LeadLimits, type LeadLimitsChange } from "./admin/lead-limits";
export type { Storage } from "./db/types";
export { bootstrapSql } from "./db/bootstrap";
export { startMailCatcher, type MailCatcher, type MailCatcherOptions } from "./mail/catcher";
