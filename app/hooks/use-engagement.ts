import { useState, type FocusEvent } from "react";

/**
 * Whether the reader is using a popup right now: focus is inside it or the pointer rests on it.
 * Self-hiding popups wait while this is true, so nobody loses a control mid-keystroke (WCAG 2.2.1).
 */
export function useEngagement() {
  const [focused, setFocused] = useState(false);
  const [pointed, setPointed] = useState(false);
  const engagementProps = {
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
    onPointerEnter: () => setPointed(true),
    onPointerLeave: () => setPointed(false),
  };
  return { engaged: focused || pointed, engagementProps };
}
