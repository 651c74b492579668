/**
 * Lazy pictures without React (decision 134). `LazyImage` renders only a frame of the picture's final
 * size (`data-lazy-image="waiting"`, the image's attributes in `data-*`), so a row of pictured stories
 * can sit in a static region that hydration never touches. One IntersectionObserver for the whole
 * document loads each frame's picture as it nears the viewport, and one MutationObserver hands it the
 * frames that pages rendered on the client (after a navigation) add later. `LazyImage`'s module starts
 * them when a page first needs them, so pages without lazy pictures never load this code.
 *
 * The frame's `data-lazy-image` says where its picture is: waiting → loading → loaded, or error.
 * CSS follows it: the picture fades in under `loaded`, and `LazyImage`'s missing-picture badge shows
 * under `error`.
 */

/** Spec §9: the observer fires once a tenth of the image is within 50px of the viewport. */
export const lazyImageObserverOptions = { threshold: 0.1, rootMargin: "50px" } as const;

/** Dispatched (bubbling) on a frame whose picture failed to load, for a caller to react to (spec §4). */
export const lazyImageErrorEvent = "lazy-image-error";

export type LazyImageStatus = "waiting" | "loading" | "loaded" | "error";

/** The picture fills its frame's box, with or without JavaScript. */
export const lazyImageFill = "absolute inset-0 size-full object-cover";

/**
 * The frame's class that the picture's fade and the missing-picture badge key on (a named group, so a
 * teaser's own `group` is left alone).
 */
export const lazyImageFrame = "group/lazy-image";

/** Transparent until its frame says it has loaded, then fading in over 300 ms, at once for reduced motion. */
const fadeIn =
  "opacity-0 transition-opacity duration-300 ease-out motion-reduce:transition-none group-data-[lazy-image=loaded]/lazy-image:opacity-100";

const waiting = '[data-lazy-image="waiting"]';

let started = false;

/**
 * Starts the document's one watcher, once, as soon as React has hydrated the page (the root marks
 * `data-hydrated`): a picture put into a frame that React is still hydrating would not match what React
 * rendered. From then on it watches every waiting frame in the document, now and as pages add them,
 * and loads each one's picture once, when it nears the viewport, for the rest of the visit.
 */
export function startLazyImages() {
  if (started) return;
  started = true;
  const root = document.documentElement;
  if (root.dataset.hydrated === "true") return watchLazyImages();
  const hydration = new MutationObserver(() => {
    if (root.dataset.hydrated !== "true") return;
    hydration.disconnect();
    watchLazyImages();
  });
  hydration.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

function watchLazyImages() {
  const nearing = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearing.unobserve(entry.target);
      if (entry.target instanceof HTMLElement) load(entry.target);
    }
  }, lazyImageObserverOptions);
  const pageChanges = new MutationObserver((records) => {
    for (const record of records) {
      // A page left behind takes its frames with it; the observer must not keep them alive.
      for (const node of record.removedNodes) for (const frame of framesIn(node)) nearing.unobserve(frame);
      for (const node of record.addedNodes) for (const frame of framesIn(node)) nearing.observe(frame);
    }
  });
  for (const frame of framesIn(document.body)) nearing.observe(frame);
  pageChanges.observe(document.body, { childList: true, subtree: true });
}

function framesIn(node: Node): Element[] {
  if (!(node instanceof Element)) return [];
  const inside = [...node.querySelectorAll(waiting)];
  return node.matches(waiting) ? [node, ...inside] : inside;
}

/** Puts the frame's picture in it; the frame's status follows the picture's loading. */
function load(frame: HTMLElement) {
  const { src, alt = "", width, height, sizes } = frame.dataset;
  if (!src) return;
  const image = document.createElement("img");
  image.alt = alt;
  if (width) image.width = Number(width);
  if (height) image.height = Number(height);
  if (sizes) image.sizes = sizes;
  image.decoding = "async";
  image.className = `${lazyImageFill} ${fadeIn}`;
  // Listening before `src` is set, so a picture already in the cache is not missed.
  image.addEventListener("load", () => setStatus(frame, "loaded"), { once: true });
  image.addEventListener(
    "error",
    () => {
      image.remove();
      setStatus(frame, "error");
      frame.dispatchEvent(new CustomEvent(lazyImageErrorEvent, { bubbles: true }));
    },
    { once: true },
  );
  image.src = src;
  setStatus(frame, "loading");
  frame.insertBefore(image, frame.firstChild);
}

function setStatus(frame: HTMLElement, status: LazyImageStatus) {
  frame.dataset.lazyImage = status;
}
