import { describe, expect, it } from "vitest";
import { formatEditionDate, formatLongDate, formatReadTime } from "~/lib/utils/format";

// What Intl.DateTimeFormat("en-US", …, timeZone "UTC") writes, which the hand-written formatters replace.
const intlLong = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const intlEdition = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

describe("Dates as the magazine writes them", () => {
  it("writes a dateline as month, day and year", () => {
    expect(formatLongDate("2047-06-03")).toBe("June 3, 2047");
    expect(formatLongDate("2077-11-05T23:30:00-05:00")).toBe("November 6, 2077");
  });

  it("agrees with Intl's English UTC format on every day of a leap year and a century", () => {
    for (const start of [Date.UTC(2048, 0, 1), Date.UTC(2099, 11, 1)]) {
      for (let day = 0; day < 366; day++) {
        const date = new Date(start + day * 86_400_000);
        expect(formatLongDate(date.toISOString())).toBe(intlLong.format(date));
        expect(formatEditionDate(date)).toBe(intlEdition.format(date));
      }
    }
  });

  it("refuses a date that is not one, as Intl does", () => {
    expect(() => formatLongDate("soon")).toThrow(RangeError);
    expect(() => formatEditionDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("writes read times in whole minutes, at least one", () => {
    expect(formatReadTime(0.2)).toBe("1 min read");
    expect(formatReadTime(5.6)).toBe("6 min read");
  });
});
