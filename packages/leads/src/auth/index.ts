export * from "./auth-provider";
export * from "./claims";
export * from "./messages";
