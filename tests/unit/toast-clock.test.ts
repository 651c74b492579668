import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToasts, pause, remove, resume, shown, toast, TOAST_DURATION } from "~/hooks/use-toast";

/** A toast raised and put on the page by the region at once. */
function raised(title: string) {
  const { id } = toast({ title });
  shown(id);
  return id;
}

const isOpen = (id: string) => currentToasts().find((item) => item.id === id)?.open ?? false;

describe("a toast's clock", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    remove();
    vi.useRealTimers();
  });

  it("stays open for its full time, then closes", () => {
    const id = raised("Subscription successful!");
    vi.advanceTimersByTime(TOAST_DURATION - 1);
    expect(isOpen(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen(id)).toBe(false);
  });

  it("counts from when the region shows it, not from when it was raised", () => {
    // The region's code is fetched when the first toast is raised and may arrive seconds later.
    const { id } = toast({ title: "Subscription successful!" });
    vi.advanceTimersByTime(4_900);
    shown(id);
    vi.advanceTimersByTime(TOAST_DURATION - 1);
    expect(isOpen(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen(id)).toBe(false);
  });

  it("starts once: the region showing it again does not give it more time", () => {
    const id = raised("Missing message");
    vi.advanceTimersByTime(3_000);
    shown(id);
    vi.advanceTimersByTime(TOAST_DURATION - 3_000);
    expect(isOpen(id)).toBe(false);
  });

  it("stands still while the reader is on it and counts on from where it stopped", () => {
    const id = raised("Missing message");
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
    const id = raised("Future Report Transmitted!");
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
