import { storage } from "~/lib/browser/storage";

export type ReactionOption = { key: string; emoji: string; label: string; count: number };

/** Spec §3: the reaction options and their default counts. */
export const reactionOptions: ReactionOption[] = [
  { key: "mind-blown", emoji: "🤯", label: "Mind blown", count: 12 },
  { key: "yikes", emoji: "😬", label: "Yikes", count: 8 },
  { key: "nice", emoji: "👍", label: "Nice", count: 14 },
  { key: "love", emoji: "❤️", label: "Love", count: 5 },
  { key: "funny", emoji: "😂", label: "Funny", count: 7 },
  { key: "sad", emoji: "😢", label: "Sad", count: 3 },
  { key: "angry", emoji: "😠", label: "Angry", count: 2 },
  { key: "eye-roll", emoji: "🙄", label: "Eye roll", count: 6 },
];

const storageKey = (articleId: number) => `reactions:${articleId}`;
const knownKeys = new Set(reactionOptions.map((option) => option.key));

export function readReactions(articleId: number): string[] {
  const raw = storage.get(storageKey(articleId));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((key): key is string => knownKeys.has(key as string)) : [];
  } catch {
    return [];
  }
}

export function storeReactions(articleId: number, selected: string[]) {
  if (selected.length === 0) storage.remove(storageKey(articleId));
  else storage.set(storageKey(articleId), JSON.stringify(selected));
}
