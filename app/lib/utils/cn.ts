import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge: it would add ~8 KB of script to every page, and our components
 * never pass classes that conflict with their own (a component that needs overrides should expose a
 * variant instead).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
