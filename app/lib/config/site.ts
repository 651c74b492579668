export const brand = "The Future Dispatch";
export const tagline = "We report the future as if it's happening now.";
export const storagePrefix = "future-dispatch:";
export const defaultAuthorName = brand;
export const defaultReadTimeMinutes = 5;
