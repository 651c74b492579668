import { useCallback, useEffect, useRef, type FormEvent } from "react";

/**
 * A form whose checks load on demand: a send that comes before them is held, not posted, and sent
 * again once they have arrived (`ready`). If they cannot load, the form posts as it does without
 * JavaScript, so the action answers. Give `form` to the form element.
 */
export function useSubmitWhenReady(ready: boolean) {
  const form = useRef<HTMLFormElement>(null);
  const held = useRef(false);
  useEffect(() => {
    if (!ready || !held.current) return;
    held.current = false;
    form.current?.requestSubmit();
  }, [ready]);
  const hold = useCallback((event: FormEvent<HTMLFormElement>, load: () => Promise<unknown>) => {
    event.preventDefault();
    if (held.current) return;
    held.current = true;
    const element = event.currentTarget;
    load().catch(() => element.submit());
  }, []);
  return { form, hold };
}
