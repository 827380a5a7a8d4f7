// The staff inbox's data: filters, queries through the signed-in client, dates. The CSV export
// (./csv) is loaded when someone exports, so papaparse is not part of the panel's first load.
export * from "./dates";
export * from "./filters";
export * from "./query";
