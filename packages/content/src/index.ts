export * from "./contact-points";
export * from "./icons";
export * from "./navigation";
export * from "./seo";
export * from "./site-pages";
export * from "./structured-data";
