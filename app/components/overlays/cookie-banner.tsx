import { useCallback, useEffect, useState } from "react";
import { useAttention } from "~/hooks/use-attention";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import { readConsent } from "./consent";

export const cookieBannerDelayMs = 1500;

const loadNotice = () => import("./cookie-notice");

/**
 * Asks once (spec: 1.5 s after load, when no answer is stored); never takes focus from the page. When
 * another overlay holds the dock at 1.5 s, the notice waits its turn (decision 108). The notice's code
 * loads when it is due, so a reader who has answered never downloads it.
 */
export function CookieBanner() {
  const [due, setDue] = useState(false);
  const { granted: open } = useAttention("cookie", due);
  const CookieNotice = useLazyComponent(loadNotice, due);
  const close = useCallback(() => setDue(false), []);

  useEffect(() => {
    if (readConsent()) return;
    const timer = window.setTimeout(() => setDue(true), cookieBannerDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open || !CookieNotice) return null;
  // The component arrives once and is kept in state, so its identity never changes between renders.
  // eslint-disable-next-line react-hooks/static-components
  return <CookieNotice close={close} />;
}
