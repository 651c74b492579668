import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/utils/cn";

type Status = "waiting" | "loading" | "loaded" | "error";

export type LazyImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  imgClassName?: string;
  sizes?: string;
  /** Told when the image cannot be loaded, so the caller can react (spec §4, "Lazy image"). */
  onError?: () => void;
};

/** Spec §9: the observer fires once a tenth of the image is within 50px of the viewport. */
export const lazyImageObserverOptions = { threshold: 0.1, rootMargin: "50px" } as const;

/**
 * A below-the-fold image: a placeholder of the final size until it nears the viewport, then the real
 * image fading in over 300 ms (instantly for readers who ask for reduced motion). Readers without
 * JavaScript get the plain image from the <noscript> copy.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  imgClassName,
  sizes,
  onError,
}: LazyImageProps) {
  const frame = useRef<HTMLSpanElement>(null);
  const [status, setStatus] = useState<Status>("waiting");

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setStatus("loading");
        observer.disconnect();
      }
    }, lazyImageObserverOptions);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const imageClass = cn("absolute inset-0 size-full object-cover", imgClassName);
  return (
    <span
      ref={frame}
      data-lazy-image={status}
      className={cn("relative block overflow-hidden bg-surface", className)}
      // The frame reserves the final box before the image exists, so nothing below it moves.
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {status !== "waiting" && status !== "error" && (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          sizes={sizes}
          decoding="async"
          ref={(image) => {
            // A cached image can finish before React attaches onLoad.
            if (image?.complete && image.naturalWidth > 0) setStatus("loaded");
          }}
          onLoad={() => setStatus("loaded")}
          onError={() => {
            setStatus("error");
            onError?.();
          }}
          className={cn(
            imageClass,
            "transition-opacity duration-300 ease-out motion-reduce:transition-none",
            status === "loaded" ? "opacity-100" : "opacity-0",
          )}
        />
      )}
      {status === "error" && (
        <span
          role="img"
          aria-label={alt}
          className="absolute inset-0 flex items-center justify-center text-muted"
        >
          <ImageOff aria-hidden className="size-6" />
        </span>
      )}
      <noscript>
        <img src={src} alt={alt} width={width} height={height} className={imageClass} />
      </noscript>
    </span>
  );
}
