import { Copy, Link2, MessageCircle, Share2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { toast } from "~/hooks/use-toast";
import { goLive } from "~/lib/browser/early-clicks";
import { openShareWindow, shareTargets } from "~/lib/browser/share";

type Props = { title: string; url: string; excerpt: string };

async function copy(text: string, title: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title });
  } catch (error) {
    console.warn("Clipboard unavailable", error);
    toast({ title: "Could not copy the link", description: text, variant: "destructive" });
  }
}

const earlyPrefix = "share:";

const buttonClass =
  "inline-flex items-center gap-2 border border-rule px-3 py-2 font-sans text-sm font-medium hover:border-ink hover:bg-surface";

export function ShareBlock({ title, url: articleUrl, excerpt }: Props) {
  // The device share sheet exists only in some browsers, so it is offered after hydration.
  const canShare = useHydrated() && typeof navigator.share === "function";
  const section = useRef<HTMLElement>(null);
  const copyLink = () => copy(articleUrl, "Article link copied to clipboard!");
  const copyForDiscord = () =>
    copy(`${title} ${articleUrl}`, "Link copied to clipboard! You can paste it in Discord.");

  // A copy pressed before the widget hydrated was held by the early-click script: do it now, once (the
  // press's user activation still allows the clipboard for a few seconds).
  useEffect(() => {
    if (!section.current) return;
    const early = goLive(section.current, earlyPrefix).at(-1);
    if (early === "copy") void copyLink();
    if (early === "discord") void copyForDiscord();
    // Runs once, when the widget comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section ref={section} aria-labelledby="share-heading" className="py-8">
      <h2 id="share-heading" className="kicker">
        Share this dispatch
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {shareTargets.map((target) => (
          <li key={target.name}>
            <a
              href={target.url({ title, url: articleUrl })}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass}
              onClick={(event) => {
                event.preventDefault();
                openShareWindow(target.url({ title, url: articleUrl }));
              }}
            >
              <Share2 aria-hidden className="size-4" />
              {target.name}
              <span className="sr-only"> (opens a new window)</span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={buttonClass}
            data-early-click={`${earlyPrefix}discord`}
            onClick={copyForDiscord}
          >
            <MessageCircle aria-hidden className="size-4" />
            Discord
          </button>
        </li>
        {canShare && (
          <li>
            <button
              type="button"
              className={buttonClass}
              onClick={() =>
                navigator.share({ title, text: excerpt, url: articleUrl }).catch((error: unknown) => {
                  console.warn("Share cancelled or failed", error);
                })
              }
            >
              <Link2 aria-hidden className="size-4" />
              Share…
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            className={buttonClass}
            data-early-click={`${earlyPrefix}copy`}
            onClick={copyLink}
          >
            <Copy aria-hidden className="size-4" />
            Copy Link
          </button>
        </li>
      </ul>
    </section>
  );
}
