import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from "react";

/**
 * Wraps a state setter whose updates move the page (a field's message appearing when the reader leaves
 * it). Pressing on a button takes focus from the field, so the message would push the button away
 * between the press and the release and the click would be lost. While a pointer is pressed, the
 * latest update waits; it is applied once the click has gone through, unless a newer one (the
 * submit's own check) has replaced it by then.
 */
export function useStillUnderPointer<T>(set: Dispatch<SetStateAction<T>>): Dispatch<SetStateAction<T>> {
  const pressed = useRef(false);
  const held = useRef<SetStateAction<T> | null>(null);

  useEffect(() => {
    const press = () => {
      pressed.current = true;
    };
    const release = () => {
      pressed.current = false;
      // After this task: the browser dispatches the click right after the pointer's release.
      window.setTimeout(() => {
        const update = held.current;
        held.current = null;
        if (update !== null) set(update);
      }, 0);
    };
    document.addEventListener("pointerdown", press, true);
    document.addEventListener("pointerup", release, true);
    document.addEventListener("pointercancel", release, true);
    return () => {
      document.removeEventListener("pointerdown", press, true);
      document.removeEventListener("pointerup", release, true);
      document.removeEventListener("pointercancel", release, true);
    };
  }, [set]);

  return useCallback(
    (update: SetStateAction<T>) => {
      if (pressed.current) {
        held.current = update;
        return;
      }
      held.current = null;
      set(update);
    },
    [set],
  );
}
