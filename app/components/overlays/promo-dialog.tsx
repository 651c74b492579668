import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useState } from "react";
import type { useEngagement } from "~/hooks/use-engagement";
import { useFocusTrap } from "~/hooks/use-focus-trap";

/** The promotion's dialog itself; loaded only when the promotion is due (see promo-popup). */
export default function PromoDialog({
  close,
  goToNewsletter,
  engagementProps,
}: {
  close: () => void;
  goToNewsletter: () => void;
  engagementProps: ReturnType<typeof useEngagement>["engagementProps"];
}) {
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  // Radix handles Escape; the trap adds handing focus back when the promo closes or hides itself.
  useFocusTrap(content);
  return (
    <Dialog.Root open onOpenChange={(next) => !next && close()} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          ref={setContent}
          {...engagementProps}
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
            That is how many readers visit the future with us each month. Get tomorrow’s headlines in your
            inbox, once a week.
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
