// The Timeline: stories placed on the year of their dateline, grouped by decade (decision 096).
import { datelineYear } from "~/lib/utils/dateline";

export type Dated = { slug: string; title: string; dateline: string };

export type TimelineYear<T> = { year: number; stories: T[] };
export type TimelineDecade<T> = { decade: number; years: TimelineYear<T>[] };

/** `/timeline#y2053`: the anchor of a year's heading. */
export const timelineYearPath = (year: number | string) => `/timeline#y${year}`;

/** Decades, earliest first; within each its years, and within each year its stories by dateline. */
export function groupByDecade<T extends Dated>(stories: T[]): TimelineDecade<T>[] {
  const sorted = [...stories].sort(
    (a, b) => a.dateline.localeCompare(b.dateline) || a.title.localeCompare(b.title),
  );
  const decades: TimelineDecade<T>[] = [];
  for (const story of sorted) {
    const year = datelineYear(story.dateline);
    const decade = Math.floor(year / 10) * 10;
    let section = decades.at(-1);
    if (section?.decade !== decade) decades.push((section = { decade, years: [] }));
    let heading = section.years.at(-1);
    if (heading?.year !== year) section.years.push((heading = { year, stories: [] }));
    heading.stories.push(story);
  }
  return decades;
}

/** The "You are here" marker goes before the first decade that is still ahead of the present year. */
export function presentMarkerIndex(decades: { decade: number }[], presentYear: number) {
  const index = decades.findIndex((section) => section.decade + 9 >= presentYear);
  return index === -1 ? decades.length : index;
}
