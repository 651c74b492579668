import type { ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { Button } from "~/components/ui/button";

export const errorTextClass = "font-sans text-sm text-danger dark:text-red-400";

/** A labelled control with its hint and its error message right beneath it. */
export function Field({
  id,
  label,
  optional,
  hint,
  errorId,
  error,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  errorId?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("space-y-2", className)}>
      <label htmlFor={id} className="block font-sans text-sm font-semibold text-ink">
        {label}
        {optional && <span className="ml-1 font-normal text-muted">(optional)</span>}
      </label>
      {hint && <p className="font-sans text-xs text-muted">{hint}</p>}
      {children}
      {error && (
        <p id={errorId} className={errorTextClass}>
          {error}
        </p>
      )}
    </div>
  );
}

export function SubmitButton({ busy, idle, pending }: { busy: boolean; idle: string; pending: string }) {
  return (
    <Button type="submit" size="xl" disabled={busy}>
      {busy ? pending : idle}
    </Button>
  );
}

/** The no-JavaScript answer of an action, shown where a toast would have appeared. */
export function FormNotice({
  tone,
  title,
  children,
  className,
}: {
  tone: "success" | "error";
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "border-l-2 bg-surface px-5 py-4 font-sans text-sm",
        tone === "error" ? "border-danger dark:border-red-400" : "border-accent",
        className,
      )}
    >
      <p className="font-semibold text-ink">{title}</p>
      {children && <div className="mt-1 text-muted">{children}</div>}
    </div>
  );
}
