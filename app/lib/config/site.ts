export const brand = "The Future Dispatch";
export const tagline = "We report the future as if it’s happening now.";
/** Spec §2's "404 - Temporally Displaced", set with a real dash (decision 095). */
export const notFoundTitle = "404 – Temporally Displaced";
export const storagePrefix = "future-dispatch:";
export const defaultAuthorName = brand;
/** The newsletter's one name, wherever it appears: pages, forms, emails and their subjects (decision 148). */
export const newsletterName = "The Weekly Dispatch";
