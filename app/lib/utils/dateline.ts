/** The year a story is set in, from its dateline (an ISO date such as "2047-06-15"). */
export const datelineYear = (dateline: string) => Number(dateline.slice(0, 4));

/**
 * A lede opens with its wire-style dateline ("HALCYON STATION, LOW EARTH ORBIT, June 15, 2047 — A hull
 * inspector…"). The page sets the dateline apart in small caps so the drop cap falls on the story's first
 * word, not on the place name. A lede without the " — " separator is all text.
 */
export function splitDateline(lede: string): { dateline: string | null; text: string } {
  const at = lede.indexOf(" — ");
  if (at <= 0 || at > 120) return { dateline: null, text: lede };
  return { dateline: lede.slice(0, at), text: lede.slice(at + 3) };
}
