import { useSyncExternalStore, type ReactNode } from "react";
import type { ToastVariant } from "~/components/ui/toast";

// Spec §9: one toast at a time, 5 s by default, removed from state 1,000,000 ms after dismissal.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastData = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  open: boolean;
};

type ToastInput = Omit<ToastData, "id" | "open">;

// The server's list and the client's first are the same array, so hydration finds nothing changed and
// does not re-render the toaster at sync priority.
const noToasts: ToastData[] = [];
let toasts = noToasts;
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Each open toast's own clock, started when the toast is on the page (`shown`), not when it is raised:
 * the region's code arrives on demand (lazy-toaster.tsx), and a toast raised in a page's first seconds
 * on a slow connection can wait seconds for it. Counting from the raise spent those seconds of the
 * toast's five unseen, so it closed moments after it appeared (decision 131). The time left is always
 * the deadline minus now, and a pause or resume that comes twice changes nothing.
 */
type Clock = { closesAt: number; left: number | null; timer: ReturnType<typeof setTimeout> | null };
const clocks = new Map<string, Clock>();

function runClock(id: string, ms: number) {
  const clock: Clock = {
    closesAt: Date.now() + ms,
    left: null,
    timer: setTimeout(() => dismiss(id), ms),
  };
  clocks.set(id, clock);
}

function stopClock(id: string) {
  const clock = clocks.get(id);
  if (clock?.timer) clearTimeout(clock.timer);
  clocks.delete(id);
}

/** The toast is on the page, where the reader can see it: its time starts now, once. */
export function shown(id: string) {
  const item = toasts.find((candidate) => candidate.id === id);
  if (!item?.open || clocks.has(id)) return;
  runClock(id, item.duration ?? TOAST_DURATION);
}

/** The reader is on the toast (pointer or focus): its time stands still. */
export function pause(id: string) {
  const clock = clocks.get(id);
  if (!clock || clock.left !== null) return;
  if (clock.timer) clearTimeout(clock.timer);
  clock.left = Math.max(0, clock.closesAt - Date.now());
  clock.timer = null;
}

/** The reader has moved on: the time left runs again. */
export function resume(id: string) {
  const clock = clocks.get(id);
  if (!clock || clock.left === null) return;
  runClock(id, clock.left);
}

function emit(next: ToastData[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      remove(id);
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismiss(id?: string) {
  emit(
    toasts.map((item) => {
      if (id === undefined || item.id === id) {
        stopClock(item.id);
        scheduleRemoval(item.id);
        return { ...item, open: false };
      }
      return item;
    }),
  );
}

export function remove(id?: string) {
  emit(id === undefined ? [] : toasts.filter((item) => item.id !== id));
}

export function update(id: string, input: Partial<ToastInput>) {
  emit(toasts.map((item) => (item.id === id ? { ...item, ...input } : item)));
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const kept = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  for (const item of toasts) if (!kept.includes(item)) stopClock(item.id);
  emit(kept);
  return { id, dismiss: () => dismiss(id), update: (next: Partial<ToastInput>) => update(id, next) };
}

/** The toasts as they stand. */
export const currentToasts = () => toasts;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, currentToasts, () => noToasts);
  return { toasts: current, toast, dismiss, shown, pause, resume };
}
