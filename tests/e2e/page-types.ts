/** One page of each kind a reader lands on, for checks that hold on every page type (fonts, script weight). */
export const pageTypes = [
  "/",
  "/articles/3-hour-workday-2045",
  "/future-trends",
  "/author/theo-lindqvist",
  "/search?q=workday",
  "/submit",
  "/about",
  "/feedback",
  "/contact",
];
