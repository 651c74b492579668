import { X } from "lucide-react";
import { useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { dockCardClass, dockElement } from "~/components/overlays/attention-dock";
import type { useEngagement } from "~/hooks/use-engagement";
import { useFocusTrap } from "~/hooks/use-focus-trap";
import type { Category } from "~/lib/config/categories";
import { buttonVariants } from "~/components/ui/button";

/** The invitation itself; loaded only when it is due (see category-popup). */
export default function CategoryPopupCard({
  category,
  close,
  engagementProps,
}: {
  category: Category;
  close: () => void;
  engagementProps: ReturnType<typeof useEngagement>["engagementProps"];
}) {
  const [popup, setPopup] = useState<HTMLElement | null>(null);
  useFocusTrap(popup);
  const dock = dockElement();
  if (!dock) return null;
  return createPortal(
    <div
      ref={setPopup}
      {...engagementProps}
      role="dialog"
      aria-labelledby="category-popup-title"
      data-testid="category-popup"
      className={dockCardClass}
    >
      <button
        type="button"
        onClick={close}
        aria-label="Close"
        className="absolute top-2 right-2 rounded-full p-1.5 text-muted hover:bg-surface hover:text-ink"
      >
        <X aria-hidden className="size-4" />
      </button>
      <p className="kicker">More from {category.displayName}</p>
      <h2
        id="category-popup-title"
        className="mt-1 pr-6 font-serif text-lg leading-snug font-semibold md:text-xl"
      >
        {category.popupReadCount} readers are exploring {category.displayName} this week
      </h2>
      <p className="mt-1 hidden text-sm text-muted sm:block">{category.blurb}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3 font-sans text-sm">
        <Link to={category.path} onClick={close} className={buttonVariants({ size: "sm" })}>
          Explore {category.displayName}
        </Link>
        <button
          type="button"
          onClick={close}
          className="px-2 py-2 whitespace-nowrap text-muted hover:text-ink"
        >
          Maybe later
        </button>
      </div>
    </div>,
    dock,
  );
}
