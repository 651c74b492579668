import { toast } from "~/hooks/use-toast";
import { ApiError } from "~/lib/browser/api-client";
import { postSubscription } from "~/lib/browser/newsletter-api";
import { newsletterText } from "~/lib/copy/newsletter-text";

/** What the form shows under its field once a sign-up has been answered. */
export type SubscribeOutcome = { tone: "success" | "error"; text: string };

/**
 * A sign-up with JavaScript, once the form's check (newsletter-check.tsx) has passed the address:
 * POST /api/newsletter/subscribe, the spec's toast either way, and the outcome for the form to show
 * under its field. Fetched when a reader comes to a form (newsletter-form.tsx): few readers of any
 * one page sign up.
 */
export async function subscribe(
  form: HTMLFormElement,
  email: string,
  setBusy: (busy: boolean) => void,
): Promise<SubscribeOutcome> {
  setBusy(true);
  try {
    await postSubscription(email);
    form.reset();
    toast({ title: newsletterText.successTitle, description: newsletterText.successDescription });
    return { tone: "success", text: newsletterText.successDescription };
  } catch (error) {
    const text = error instanceof ApiError ? error.message : newsletterText.failureFallback;
    toast({ title: newsletterText.failureTitle, description: text, variant: "destructive" });
    return { tone: "error", text };
  } finally {
    setBusy(false);
  }
}
