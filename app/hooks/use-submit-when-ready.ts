import { useCallback, useEffect, useRef, type FormEvent } from "react";
import { earlySubmitPrefix, goLive } from "~/lib/browser/early-clicks";
import { useHydrated } from "./use-hydrated";

/**
 * A form whose checks load on demand: a send that comes before them is held, not posted, and sent
 * again once they have arrived (`ready`). If they cannot load, the form posts as it does without
 * JavaScript, so the action answers. Give `form` to the form element, with an `id` and
 * `data-early-submit`: a send pressed before the framework ran was held by the page's inline script
 * (~/lib/browser/early-clicks) and is sent here, once, when the form has hydrated, through the
 * button that was pressed. A form whose send needs nothing more to load passes `ready` true.
 */
export function useSubmitWhenReady(ready: boolean) {
  const form = useRef<HTMLFormElement>(null);
  const held = useRef(false);
  // The pressed button, marked (before the framework ran, or while the checks load) until its send goes.
  const marked = useRef<HTMLElement | null>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    const element = form.current;
    if (!hydrated || !element) return;
    if (!goLive(element, earlySubmitPrefix + element.id).length) return;
    // Sent through the button the reader pressed, so its name and value (the poll's answer) go too.
    const submitter = element.querySelector<HTMLElement>("[data-held-submitter]");
    element.requestSubmit(submitter);
    // The mark shows the send under way (decision 182): a send that now waits for the form's checks
    // keeps it (`hold`); one sent at once has the form's own pending state instead.
    if (!held.current) submitter?.removeAttribute("data-held-submitter");
  }, [hydrated]);
  useEffect(() => {
    if (!ready || !held.current) return;
    held.current = false;
    form.current?.requestSubmit();
    marked.current?.removeAttribute("data-held-submitter");
    marked.current = null;
  }, [ready]);
  const hold = useCallback((event: FormEvent<HTMLFormElement>, load: () => Promise<unknown>) => {
    event.preventDefault();
    if (held.current) return;
    held.current = true;
    const element = event.currentTarget;
    // The pressed button says the send is under way while the checks load, as a send held before the
    // framework ran does (decision 182).
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    submitter?.setAttribute("data-held-submitter", "");
    marked.current = submitter;
    // Posted without JavaScript, the send is still under way, and the mark says so.
    load().catch(() => element.submit());
  }, []);
  return { form, hold };
}
