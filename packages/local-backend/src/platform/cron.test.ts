import { describe, expect, it } from "vitest";
import { intervalOf } from "./cron";

describe("the pg_cron stand-in's schedules", () => {
  it("runs pg_cron's interval schedules and every minute, and nothing else", () => {
    expect(intervalOf("5 seconds")).toBe(5000);
    expect(intervalOf(" 1 second ")).toBe(1000);
    expect(intervalOf("59 seconds")).toBe(59_000);
    expect(intervalOf("* * * * *")).toBe(60_000);
    expect(intervalOf("60 seconds")).toBeNull();
    expect(intervalOf("0 seconds")).toBeNull();
    expect(intervalOf("*/5 * * * *")).toBeNull();
  });
});
