import { roundReadTime } from "./read-time";

// Dates are written out by hand rather than through Intl.DateTimeFormat: a page's first DateTimeFormat
// loads locale data, which measured 36–53 ms of main thread in Chromium on this machine kind, and the
// site only ever needs English month and day names in UTC.
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function validDate(date: Date) {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return date;
}

const monthDayYear = (date: Date) =>
  `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

/** "2047-06-03" or an ISO time → "June 3, 2047" (spec: full month name, day, year), in UTC. */
export function formatLongDate(value: string): string {
  return monthDayYear(validDate(new Date(value.length === 10 ? `${value}T00:00:00Z` : value)));
}

/** The front page's edition line: "Tuesday, November 24, 2026", in UTC. */
export function formatEditionDate(date: Date): string {
  return `${weekdays[validDate(date).getUTCDay()]}, ${monthDayYear(date)}`;
}

export function formatReadTime(minutes: number): string {
  return `${roundReadTime(minutes)} min read`;
}
