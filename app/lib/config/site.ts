export const brand = "The Future Dispatch";
export const tagline = "We report the future as if it’s happening now.";
/** Spec §2's "404 - Temporally Displaced", set with a real dash (decision 095). */
export const notFoundTitle = "404 – Temporally Displaced";
export const storagePrefix = "future-dispatch:";
export const defaultAuthorName = brand;
/** The newsletter's one name, wherever it appears: pages, forms, emails and their subjects (decision 148). */
export const newsletterName = "The Weekly Dispatch";
/** The sender's postal address, which every newsletter email carries in its footer (decision 148). */
export const postalAddress = "PO Box 2047, Tomorrow Lane, London EC1A 1AA, United Kingdom";
