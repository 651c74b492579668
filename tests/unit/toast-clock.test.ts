import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToasts, pause, remove, resume, toast, TOAST_DURATION } from "~/hooks/use-toast";

const isOpen = (id: string) => currentToasts().find((item) => item.id === id)?.open ?? false;

describe("a toast's clock", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    remove();
    vi.useRealTimers();
  });

  it("stays open for its full time, then closes", () => {
    const { id } = toast({ title: "Subscription successful!" });
    vi.advanceTimersByTime(TOAST_DURATION - 1);
    expect(isOpen(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen(id)).toBe(false);
  });

  it("stands still while the reader is on it and counts on from where it stopped", () => {
    const { id } = toast({ title: "Missing message" });
    vi.advanceTimersByTime(1_000);
    pause(id);
    vi.advanceTimersByTime(60_000);
    expect(isOpen(id)).toBe(true);
    resume(id);
    vi.advanceTimersByTime(TOAST_DURATION - 1_001);
    expect(isOpen(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen(id)).toBe(false);
  });

  it("is not shortened by a pause or resume that comes twice, or a resume with no pause", () => {
    const { id } = toast({ title: "Future Report Transmitted!" });
    resume(id);
    pause(id);
    vi.advanceTimersByTime(2_000);
    pause(id);
    resume(id);
    resume(id);
    vi.advanceTimersByTime(TOAST_DURATION - 1);
    expect(isOpen(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen(id)).toBe(false);
  });
});
