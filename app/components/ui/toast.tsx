import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils/cn";

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport className={cn("flex w-full flex-col gap-2 max-md:px-3", className)} {...props} />
  );
}

export type ToastVariant = "default" | "destructive";

const variantClasses: Record<ToastVariant, string> = {
  default: "border-rule bg-surface text-ink",
  destructive: "border-danger bg-danger text-white",
};

const toastBox = "group relative flex w-full items-start gap-3 border p-4 pr-10 shadow-lg";
const titleClass = "font-sans text-sm font-semibold";
const descriptionClass = "font-sans text-sm opacity-90";

export function Toast({
  className,
  variant = "default",
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      className={cn(
        toastBox,
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0",
        "data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=open]:animate-toast-in",
        "data-[state=closed]:animate-toast-out motion-reduce:animate-none",
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn(titleClass, className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn(descriptionClass, className)} {...props} />;
}

/** A toast's look held still, outside the notification region: for the design sheet. */
export function ToastCard({
  variant = "default",
  title,
  description,
}: {
  variant?: ToastVariant;
  title: string;
  description: string;
}) {
  return (
    <div className={cn(toastBox, variantClasses[variant])}>
      <div>
        <p className={titleClass}>{title}</p>
        <p className={descriptionClass}>{description}</p>
      </div>
    </div>
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn(
        "absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100",
        className,
      )}
      {...props}
    >
      <X aria-hidden className="size-4" />
    </ToastPrimitive.Close>
  );
}
