import { formatLongDate } from "~/lib/utils/format";

/** "January 4, 2030, 09:00 UTC". */
const at = (iso: string) => `${formatLongDate(iso)}, ${iso.slice(11, 16)} UTC`;

/**
 * The band across the top of a preview link's page: it says that this is a preview, whether the
 * story is a draft, scheduled (and when it goes live) or already live, and until when the link works.
 */
export function PreviewBanner({
  state,
  publishedAt,
  until,
}: {
  state: "draft" | "scheduled" | "live";
  publishedAt: string;
  until: string;
}) {
  return (
    <div role="note" aria-label="Preview" className="border-b-4 border-accent bg-surface font-sans text-sm">
      <p className="mx-auto max-w-7xl px-4 py-3 sm:px-6 lg:px-8">
        <strong className="kicker mr-2 text-accent">Preview</strong>
        {state === "draft" && "A draft: no reader can see this story. "}
        {state === "scheduled" && (
          <>
            Scheduled: readers see this story from <time dateTime={publishedAt}>{at(publishedAt)}</time>.{" "}
          </>
        )}
        {state === "live" && "Live: readers already see this story. "}
        This link works until <time dateTime={until}>{at(until)}</time>.
      </p>
    </div>
  );
}

/**
 * Where a preview's poll will be: readers vote only on a live story (the API does not know the others),
 * so the preview says so instead of showing a poll that cannot load its counts.
 */
export function PreviewPollNote() {
  return (
    <p className="mt-10 border-y border-rule py-6 font-sans text-sm text-muted">
      The readers' poll opens here when the story goes live.
    </p>
  );
}
