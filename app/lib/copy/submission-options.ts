export type Option = { value: string; label: string };

/** Spec §3, "Submission": the stored values and the labels readers pick from. */
export const futureCategoryOptions = [
  { value: "tech-ai", label: "Tech & AI Glitches" },
  { value: "alien", label: "Alien Encounters" },
  { value: "government", label: "Government Secrets" },
  { value: "time-travel", label: "Time Travel Mishaps" },
  { value: "future-fashion", label: "Future Fashion & Culture" },
  { value: "digital-afterlife", label: "Digital Afterlife" },
  { value: "economics", label: "Otherworldly Economics" },
  { value: "apocalypse", label: "Apocalypse Watch" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export const probabilityOptions = [
  { value: "dream", label: "Just a Dream" },
  { value: "theory", label: "Wild Theory" },
  { value: "plausible", label: "Plausible Prediction" },
  { value: "unfolding", label: "Already Unfolding" },
  { value: "inevitable", label: "100% Inevitable" },
] as const satisfies readonly Option[];

// The spec gives only the explanations for the first two and no label for dream-vision; the titles
// are written in the same style as the other lists (docs/decisions/040-reader-input.md).
export const timelineCategoryOptions = [
  { value: "hard-prediction", label: "Hard Prediction (based on data or trend)" },
  { value: "soft-signal", label: "Soft Signal (a strange pattern or early sign)" },
  { value: "dream-vision", label: "Dream Vision" },
  { value: "satirical", label: "Satirical or Fictional" },
  { value: "unknown", label: "Unknown Origin" },
] as const satisfies readonly Option[];

export function valuesOf<const T extends readonly Option[]>(options: T) {
  return options.map((option) => option.value) as unknown as {
    [K in keyof T]: T[K]["value"];
  } & [T[number]["value"], ...T[number]["value"][]];
}
