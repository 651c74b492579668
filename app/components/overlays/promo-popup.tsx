import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { storage } from "~/lib/storage";

export const promoShowAfterMs = 15_000;
export const promoHideAfterMs = 15_000;
export const promoSessionKey = "promo-popup-seen";

/**
 * The newsletter promotion (spec: 15 s after load, hides itself 15 s later). Non-modal: it never takes
 * focus or blocks the page; Escape, "No thanks" and the close icon dismiss it. Once it has been seen
 * to the end or dismissed, it stays away for the rest of the browser session.
 */
export function PromoPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (storage.get(promoSessionKey, "session")) return;
    const timer = window.setTimeout(() => setOpen(true), promoShowAfterMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => {
      storage.set(promoSessionKey, "true", "session");
      setOpen(false);
    }, promoHideAfterMs);
    return () => window.clearTimeout(timer);
  }, [open]);

  function close() {
    storage.set(promoSessionKey, "true", "session");
    setOpen(false);
  }

  function goToNewsletter() {
    close();
    const input = document.getElementById("newsletter-email");
    input?.scrollIntoView({ block: "center" });
    input?.focus({ preventScroll: true });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          data-testid="promo-popup"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-20 right-3 z-[60] w-[min(22rem,calc(100vw-1.5rem))] animate-fade-in border border-rule border-t-4 border-t-accent bg-paper p-6 font-sans shadow-2xl sm:right-6"
        >
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
          >
            <X aria-hidden className="size-4" />
          </Dialog.Close>
          <p className="kicker">The weekly dispatch</p>
          <Dialog.Title className="mt-2 pr-6 font-serif text-2xl leading-tight font-semibold">
            Join 15,274 visionaries
          </Dialog.Title>
          <Dialog.Description className="mt-2 font-serif text-base leading-relaxed text-muted">
            That is how many readers visit the future with us each month. Get tomorrow&apos;s headlines in
            your inbox, once a week.
          </Dialog.Description>
          <div className="mt-5 flex gap-2">
            <a
              href="#newsletter-email"
              onClick={(event) => {
                event.preventDefault();
                goToNewsletter();
              }}
              className="inline-flex h-10 flex-1 items-center justify-center bg-ink px-4 text-sm font-semibold text-paper hover:bg-accent"
            >
              Subscribe
            </a>
            <button
              type="button"
              onClick={close}
              className="h-10 flex-1 border border-rule px-4 text-sm font-semibold text-ink hover:border-ink"
            >
              No thanks
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
