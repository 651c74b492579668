import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useImperativeHandle, type FormEvent, type Ref } from "react";
import { toast } from "~/hooks/use-toast";
import { newsletterText } from "~/lib/copy/newsletter-text";
import { newsletterSchema } from "~/lib/schemas/newsletter";
import { subscribe, type SubscribeOutcome } from "./subscribe";

export type NewsletterCheckHandle = { submit: (event: FormEvent<HTMLFormElement>) => void };

type Props = {
  formId: string;
  onOutcome: (outcome: SubscribeOutcome) => void;
  setBusy: (busy: boolean) => void;
  ref: Ref<NewsletterCheckHandle>;
};

/**
 * The sign-up form's check and send in the browser, loaded on demand by NewsletterForm (it is on every
 * page): Conform's useForm on the form element by its id, with the schema the /newsletter action and
 * the API parse with, then the send (subscribe.ts). A refusal is told as the action tells it: a blank
 * address has its own notice, any other carries the schema's message. It renders nothing.
 */
export default function NewsletterCheck({ formId, onOutcome, setBusy, ref }: Props) {
  const [form] = useForm({
    id: formId,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema: newsletterSchema });
      if (submission.status !== "success") {
        const typed = submission.payload.email;
        const blank = typeof typed !== "string" || typed.trim() === "";
        const title = blank ? newsletterText.requiredTitle : newsletterText.failureTitle;
        const description = blank
          ? newsletterText.requiredDescription
          : (submission.error?.email?.[0] ?? newsletterText.failureFallback);
        toast({ title, description, variant: "destructive" });
        onOutcome({ tone: "error", text: description });
      }
      return submission;
    },
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== "success") return;
      subscribe(event.currentTarget, submission.value.email, setBusy).then(onOutcome);
    },
  });
  useImperativeHandle(ref, () => ({ submit: form.onSubmit }), [form.onSubmit]);
  return null;
}
