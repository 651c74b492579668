import { toast } from "~/hooks/use-toast";
import { ApiError, postJson } from "~/lib/browser/api-client";
import { newsletterText } from "~/lib/schemas/newsletter-text";

/**
 * The footer form's sign-up with JavaScript: POST /api/newsletter/subscribe and a toast either way.
 * Fetched when a reader comes to the form (newsletter-form.tsx): few readers of any one page sign up.
 */
export async function subscribe(form: HTMLFormElement, setBusy: (busy: boolean) => void) {
  const email = String(new FormData(form).get("email") ?? "").trim();
  if (!email) {
    toast({
      title: newsletterText.requiredTitle,
      description: newsletterText.requiredDescription,
      variant: "destructive",
    });
    return;
  }
  setBusy(true);
  try {
    await postJson("/api/newsletter/subscribe", { email });
    form.reset();
    toast({ title: newsletterText.successTitle, description: newsletterText.successDescription });
  } catch (error) {
    toast({
      title: newsletterText.failureTitle,
      description: error instanceof ApiError ? error.message : newsletterText.failureFallback,
      variant: "destructive",
    });
  } finally {
    setBusy(false);
  }
}
