import { ImageOff } from "lucide-react";
import { lazyImageFill, lazyImageFrame, startLazyImages } from "~/lib/browser/lazy-images";
import { cn } from "~/lib/utils/cn";

// The first page with lazy pictures starts the document's one watcher, which fills every frame of the
// visit from then on: no frame starts anything itself, so frames may sit in static regions.
if (typeof document !== "undefined") startLazyImages();

export type LazyImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  sizes?: string;
};

/**
 * A below-the-fold image: a placeholder of the final size until it nears the viewport, then the real
 * image fading in over 300 ms (instantly for readers who ask for reduced motion). Readers without
 * JavaScript get the plain image from the <noscript> copy.
 *
 * Plain markup only, with no state or effect, so it may sit in a static region (decision 134): the
 * document's one watcher (`startLazyImages`) puts the picture in the frame and sets `data-lazy-image`.
 * A picture that fails gives way to a missing-picture badge, and the frame dispatches a bubbling
 * `lazyImageErrorEvent` for a caller that needs to know (spec §4, "Lazy image").
 */
export function LazyImage({ src, alt, width, height, className, sizes }: LazyImageProps) {
  return (
    <span
      data-lazy-image="waiting"
      data-src={src}
      data-alt={alt}
      data-width={width}
      data-height={height}
      data-sizes={sizes}
      className={cn(lazyImageFrame, "relative block overflow-hidden bg-surface", className)}
      // The frame reserves the final box before the image exists, so nothing below it moves.
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {/* Hidden until the picture fails; inert markup, so the frame needs no render to show it. */}
      <span
        role="img"
        aria-label={alt}
        className="absolute inset-0 hidden items-center justify-center text-muted group-data-[lazy-image=error]/lazy-image:flex"
      >
        <ImageOff aria-hidden className="size-6" />
      </span>
      <noscript>
        <img src={src} alt={alt} width={width} height={height} className={lazyImageFill} />
      </noscript>
    </span>
  );
}
