import { newsletterName } from "~/lib/config/site";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useState } from "react";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import type { useEngagement } from "~/hooks/use-engagement";
import { useFocusTrap } from "~/hooks/use-focus-trap";
import { Button } from "~/components/ui/button";
import { dockCardClass, dockElement } from "./attention-dock";

/**
 * The promotion's dialog itself, with the site's one sign-up form inside it; loaded only when the
 * promotion is due (see promo-popup).
 */
export default function PromoDialog({
  close,
  engagementProps,
}: {
  close: () => void;
  engagementProps: ReturnType<typeof useEngagement>["engagementProps"];
}) {
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  // Radix handles Escape; the trap adds handing focus back when the promo closes or hides itself.
  useFocusTrap(content);
  return (
    <Dialog.Root open onOpenChange={(next) => !next && close()} modal={false}>
      <Dialog.Portal container={dockElement()}>
        <Dialog.Content
          ref={setContent}
          {...engagementProps}
          data-testid="promo-popup"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className={`${dockCardClass} border-t-4 border-t-accent md:max-xl:grid md:max-xl:grid-cols-[1fr_minmax(18rem,24rem)] md:max-xl:items-start md:max-xl:gap-x-8 xl:border-t-4`}
        >
          <Dialog.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
          >
            <X aria-hidden className="size-4" />
          </Dialog.Close>
          {/* From 768 to 1279 px the promo is a band across the page: text and form side by side keep it
              low enough to leave the story above it in view. */}
          <div>
            <p className="kicker">{newsletterName}</p>
            <Dialog.Title className="mt-1 pr-6 font-serif text-xl leading-tight font-semibold md:text-2xl">
              Join 15,274 visionaries
            </Dialog.Title>
            <Dialog.Description className="mt-1 font-serif text-sm leading-relaxed text-muted max-sm:sr-only md:text-base">
              That is how many readers visit the future with us each month. Get tomorrow’s headlines in your
              inbox, once a week.
            </Dialog.Description>
          </div>
          <div className="md:max-xl:pr-8">
            <NewsletterForm
              idSuffix="promo"
              className="mt-3 md:max-xl:mt-0"
              inline
              besideEditionsLink={
                <Button variant="quiet" size="sm" onClick={close}>
                  No thanks
                </Button>
              }
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
