export {
  CONTACT_CHANNEL,
  LEAD_SOURCES,
  NEWSLETTER_NAME,
  NOT_GIVEN,
  type LeadRow,
  type RowContext,
} from "./lead-row";
export * from "./agenda";
export * from "./contact";
export * from "./hive";
export * from "./landing";
export * from "./newsletter";
export * from "./partner";
export * from "./purchase";
