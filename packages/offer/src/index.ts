export * from "./countdown";
export * from "./plans";
export * from "./product-schema";
export * from "./social-proof";
export * from "./use-countdown";
export * from "./promotion-clock";
