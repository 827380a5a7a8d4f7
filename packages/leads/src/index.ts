export * from "./attribution";
export * from "./limits";
export * from "./outbox";
export * from "./rows";
export * from "./send";
export * from "./validation";
export * from "./hooks/leads-provider";
export * from "./hooks/use-lead-submission";
