export * from "./catalogue";
export * from "./checkout";
export * from "./client";
export * from "./price";
export * from "./stock";
export type * from "./types";
export * from "./product-schema";
