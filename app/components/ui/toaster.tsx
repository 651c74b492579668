import { useEffect, useRef } from "react";
import { useToast } from "~/hooks/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

/** The page's one notification region (F8 focuses it; swipe right dismisses a toast). */
export default function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { toasts, dismiss, shown, pause, resume } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  // Loaded by an F8 press (see lazy-toaster): finish what that press asked for.
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    // Radix keeps the pause on hover and focus (reported through onPause and onResume); the store's
    // clock (use-toast.ts) decides when a toast closes, so Radix's own timer never runs. The clock
    // starts when Radix puts the toast in the region: `ref` is called once the element is there.
    <ToastProvider duration={Infinity} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={Infinity}
          ref={(element) => {
            if (element) shown(id);
          }}
          onPause={() => pause(id)}
          onResume={() => resume(id)}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          data-testid="toast"
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
            {action}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} />
    </ToastProvider>
  );
}
