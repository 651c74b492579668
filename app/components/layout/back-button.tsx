import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";

/** Goes back in history, or home when this page was the first one opened. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else navigate("/");
      }}
      className="inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-full px-3 py-2 font-sans text-sm font-medium text-ink hover:bg-surface"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {/* Icon-only on the narrowest phones, where the word would push the menu button off screen. */}
      <span className="max-[399px]:sr-only">Back</span>
    </button>
  );
}
