import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate, type NavigateFunction } from "react-router";

/**
 * Server-rendered HTML that the browser keeps as it arrived: hydration adopts the element and skips
 * everything inside it, so none of it costs the phone's main thread (decision 130).
 *
 * How: while the page hydrates, the wrapper renders with an empty `dangerouslySetInnerHTML`. For such an
 * element React claims the server's element, renders no children into it and leaves the server's
 * children where they are (react-dom's `shouldSetTextContent` and `popHydrationState`); in production
 * it never compares inner HTML, and in development `suppressHydrationWarning` stops the comparison.
 * Later renders compare the old and new `__html` strings ("" and ""), so React never writes it either.
 *
 * A region mounted after hydration (a client navigation to another page) renders its children as
 * usual. An adopted region shows what the server rendered for the page it was served with, so by
 * default it renders its children, replacing the server's, once the location changes; `constant`
 * keeps it adopted for content that is the same on every page (the footer's columns).
 *
 * Nothing inside may need JavaScript: no handlers, effects or state run there. The `<Link>`s inside
 * still navigate on the client through one listener on the wrapper (`followLink`).
 */
export function StaticRegion({
  children,
  constant = false,
  className,
}: {
  children: ReactNode;
  constant?: boolean;
  /** A box of its own instead of `display: contents`, for a parent that spaces its children. */
  className?: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const wrapper = useRef<HTMLDivElement>(null);
  const [adoptedAt, setAdoptedAt] = useState(() => hydratingLocation(location.key));
  // A region's server HTML belongs to the page it came with: a new location renders the children
  // (state adjusted during render, so the new page never shows a frame of the old one).
  if (adoptedAt !== null && !constant && adoptedAt !== location.key) setAdoptedAt(null);
  const adopted = adoptedAt !== null && (constant || adoptedAt === location.key);

  useLayoutEffect(() => {
    // When React gives up on hydrating an ancestor it renders it afresh, and this wrapper is then a new,
    // empty element: the children must render after all.
    if (adopted && wrapper.current && !wrapper.current.hasChildNodes()) setAdoptedAt(null);
  }, [adopted]);

  useEffect(() => {
    const element = wrapper.current;
    if (!adopted || !element) return;
    const onClick = (event: MouseEvent) => followLink(event, element, navigate);
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [adopted, navigate]);

  const style = className ? undefined : contentsOnly;
  return adopted ? (
    <div
      ref={wrapper}
      data-static-region=""
      className={className}
      style={style}
      dangerouslySetInnerHTML={adoptedHtml}
      suppressHydrationWarning
    />
  ) : (
    <div ref={wrapper} data-static-region="" className={className} style={style}>
      {children}
    </div>
  );
}

/** The wrapper takes no box of its own, so the layout is the same with or without it. */
const contentsOnly = { display: "contents" } as const;
const adoptedHtml = { __html: "" };

/**
 * The location key to adopt the server's HTML for, or null to render the children. The root marks
 * `data-hydrated` once the first hydration has committed; on the server there is nothing to adopt.
 */
function hydratingLocation(key: string): string | null {
  if (typeof document === "undefined") return null;
  return document.documentElement.dataset.hydrated === "true" ? null : key;
}

/**
 * What `<Link>`'s own click handler would do, for the links of an adopted region, which have none.
 * Only anchors `<Link>` rendered (they carry `data-discover`) navigate on the client; a plain `<a>`
 * was a document request before and stays one. Left clicks only, no modifier keys, no other
 * target, no download, same origin, and a jump within the same page is left to the browser.
 */
export function followLink(event: MouseEvent, region: HTMLElement, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || !region.contains(anchor) || !anchor.hasAttribute("data-discover")) return;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  const here = window.location;
  const samePage = url.pathname === here.pathname && url.search === here.search;
  if (samePage && url.hash) return;
  event.preventDefault();
  // As `<Link>` does: a link to the page already shown replaces the history entry.
  void navigate(url.pathname + url.search + url.hash, { replace: samePage });
}
