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
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id), update: (next: Partial<ToastInput>) => update(id, next) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
  return { toasts: current, toast, dismiss };
}
