/** Icons the staff panel's components draw (export, filters, sign out); the icon sprite holds them. */
export const staffIconNames = ["Download", "LogOut", "Funnel"] as const;
