import { isOver, parseEnd, timeLeft } from "./countdown";

const END = parseEnd("2025-08-31T23:59:59-03:00");
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("timeLeft", () => {
  it("splits the time before the end into zero-padded days, hours, minutes and seconds", () => {
    expect(timeLeft(END - (3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND), END)).toEqual({
      days: "03",
      hours: "04",
      minutes: "05",
      seconds: "06",
    });
    expect(timeLeft(END - (12 * DAY + 23 * HOUR + 59 * MINUTE + 59 * SECOND), END)).toEqual({
      days: "12",
      hours: "23",
      minutes: "59",
      seconds: "59",
    });
  });

  it("drops empty leading units but keeps zeros after a non-empty one", () => {
    expect(timeLeft(END - (5 * MINUTE + 9 * SECOND), END)).toEqual({
      minutes: "05",
      seconds: "09",
    });
    expect(timeLeft(END - 7 * SECOND, END)).toEqual({ seconds: "07" });
    expect(timeLeft(END - 2 * DAY, END)).toEqual({
      days: "02",
      hours: "00",
      minutes: "00",
      seconds: "00",
    });
  });

  it("is empty from the end on", () => {
    expect(timeLeft(END, END)).toEqual({});
    expect(timeLeft(END + 1, END)).toEqual({});
    expect(timeLeft(END + 400 * DAY, END)).toEqual({});
    expect(timeLeft(END - 999, END)).toEqual({});
    expect(isOver(timeLeft(END, END))).toBe(true);
  });

  it("still counts one second before the end", () => {
    expect(timeLeft(END - SECOND, END)).toEqual({ seconds: "01" });
    expect(isOver(timeLeft(END - SECOND, END))).toBe(false);
  });
});

describe("parseEnd", () => {
  it("reads the spec's end in Argentina time", () => {
    expect(new Date(END).toISOString()).toBe("2025-09-01T02:59:59.000Z");
  });

  it("refuses a value that is not a date", () => {
    expect(() => parseEnd("fin de agosto")).toThrow("inválida");
  });
});
