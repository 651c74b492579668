import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  type FormEvent,
  type Ref,
  type RefObject,
} from "react";
import { transmit, type TransmitOutcome } from "~/lib/browser/submission-api";
import { submissionSchema, type SubmissionInput } from "~/lib/schemas/submission";
import type { SubmissionField } from "~/lib/forms/submission-required";

export type SubmissionErrors = Partial<Record<SubmissionField, string>>;
export type LiveSubmissionHandle = { submit: (event: FormEvent<HTMLFormElement>) => void };
/** A field's input or blur that happened before this component arrived. */
export type EarlyEvent = { type: "input" | "focusout"; name: string };

type Props = {
  formId: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** Each field's first message, as Conform shows it (a field counts once it has been left or sent). */
  onErrors: (update: (current: SubmissionErrors) => SubmissionErrors) => void;
  /** Called with each valid report the moment it goes, and with its outcome when it settles. */
  onTransmit: (form: HTMLFormElement, outcome: Promise<TransmitOutcome>) => void;
  early: RefObject<EarlyEvent[]>;
  ref: Ref<LiveSubmissionHandle>;
};

const fieldNames = Object.keys(submissionSchema.shape) as SubmissionField[];

const sameErrors = (a: SubmissionErrors, b: SubmissionErrors) =>
  fieldNames.every((name) => a[name] === b[name]);

/**
 * The submission form's checks and its call to the API, loaded on demand by SubmissionForm. It renders
 * nothing: Conform works on the form element by its id and listens to the fields' own events, and the
 * messages it settles on go back to the form to show beside the fields.
 */
export default function LiveSubmission({ formId, lastResult, onErrors, onTransmit, early, ref }: Props) {
  const [form, fields] = useForm<SubmissionInput>({
    id: formId,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: submissionSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === "success") onTransmit(event.currentTarget, transmit(submission.value));
    },
  });
  useImperativeHandle(ref, () => ({ submit: form.onSubmit }), [form.onSubmit]);

  useEffect(() => {
    // Replayed on the same fields, so Conform validates them as if it had been here all along.
    const element = document.forms.namedItem(formId);
    for (const { type, name } of early.current.splice(0)) {
      const field = element?.elements.namedItem(name);
      if (!(field instanceof Element)) continue;
      field.dispatchEvent(
        type === "input" ? new Event("input", { bubbles: true }) : new FocusEvent(type, { bubbles: true }),
      );
    }
  }, [early, formId]);

  // Reading each field's errors here is what makes Conform render this component when they change.
  const errors: SubmissionErrors = {};
  for (const name of fieldNames) {
    const first = fields[name].errors?.[0];
    if (first) errors[name] = first;
  }
  useLayoutEffect(() => onErrors((current) => (sameErrors(current, errors) ? current : errors)));
  return null;
}
