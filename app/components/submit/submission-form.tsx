import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Field, inputClass, errorTextClass, SubmitButton } from "~/components/forms/field";
import { toast } from "~/hooks/use-toast";
import { ApiError, postJson } from "~/lib/browser/api-client";
import { cn } from "~/lib/utils/cn";
import { submissionSchema, submissionText, type SubmissionInput } from "~/lib/schemas/submission";
import {
  futureCategoryOptions,
  probabilityOptions,
  timelineCategoryOptions,
} from "~/lib/schemas/submission-options";
import { brand } from "~/lib/config/site";
import { ConformSelect } from "./conform-select";

/**
 * The future-report form. Validation runs on blur and again on every keystroke once a field has an
 * error. With JavaScript a valid report goes to POST /api/submissions/submit; without, the form
 * posts to the /submit action, which answers with the same messages beside the fields.
 */
export function SubmissionForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const [sending, setSending] = useState(false);
  const [form, fields] = useForm({
    id: "submission-form",
    lastResult,
    constraint: getZodConstraint(submissionSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: submissionSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === "success") void transmit(submission.value);
    },
  });

  async function transmit(report: SubmissionInput) {
    setSending(true);
    try {
      const answer = await postJson<{ success: boolean; message?: string }>(
        "/api/submissions/submit",
        report,
      );
      if (!answer.success) throw new ApiError(answer.message ?? "");
      form.reset();
      toast({ title: submissionText.successTitle, description: submissionText.successDescription });
    } catch (error) {
      if (error instanceof ApiError) {
        toast({
          title: submissionText.failedTitle,
          description: error.message || submissionText.failedFallback,
          variant: "destructive",
        });
      } else {
        toast({
          title: submissionText.errorTitle,
          description: submissionText.errorDescription,
          variant: "destructive",
        });
      }
    } finally {
      setSending(false);
    }
  }

  const errorOf = (meta: { errors?: string[] }) => meta.errors?.[0];

  return (
    <form method="post" {...getFormProps(form)} className="space-y-8">
      <div className="grid gap-8 sm:grid-cols-2">
        <Field
          id={fields.reporterName.id}
          label="Reporter Name"
          errorId={fields.reporterName.errorId}
          error={errorOf(fields.reporterName)}
        >
          <input
            {...getInputProps(fields.reporterName, { type: "text" })}
            autoComplete="name"
            placeholder="Your name or codename"
            className={inputClass}
          />
        </Field>
        <Field
          id={fields.email.id}
          label="Email Address"
          errorId={fields.email.errorId}
          error={errorOf(fields.email)}
        >
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            placeholder="you@example.com"
            className={inputClass}
          />
        </Field>
      </div>

      <Field
        id={fields.headline.id}
        label="Headline"
        errorId={fields.headline.errorId}
        error={errorOf(fields.headline)}
      >
        <input
          {...getInputProps(fields.headline, { type: "text" })}
          placeholder="e.g. Toasters Unionise in Lisbon"
          className={cn(inputClass, "font-serif text-lg sm:text-lg")}
        />
      </Field>

      <div className="grid gap-8 sm:grid-cols-2">
        <Field
          id={fields.futureCategory.id}
          label="Future Category"
          errorId={fields.futureCategory.errorId}
          error={errorOf(fields.futureCategory)}
        >
          <ConformSelect
            meta={fields.futureCategory}
            options={futureCategoryOptions}
            placeholder="Select a category"
          />
        </Field>
        <Field
          id={fields.probability.id}
          label="Probability"
          errorId={fields.probability.errorId}
          error={errorOf(fields.probability)}
        >
          <ConformSelect
            meta={fields.probability}
            options={probabilityOptions}
            placeholder="Select a probability level"
          />
        </Field>
        <Field
          id={fields.timelineCategory.id}
          label="Timeline Category"
          errorId={fields.timelineCategory.errorId}
          error={errorOf(fields.timelineCategory)}
          className="sm:col-span-2"
        >
          <ConformSelect
            meta={fields.timelineCategory}
            options={timelineCategoryOptions}
            placeholder="Select a timeline category"
          />
        </Field>
      </div>

      <Field
        id={fields.transmissionDetails.id}
        label="Transmission Details"
        hint="What happened, when, and who saw it. At least 50 characters."
        errorId={fields.transmissionDetails.errorId}
        error={errorOf(fields.transmissionDetails)}
      >
        <textarea
          {...getTextareaProps(fields.transmissionDetails)}
          rows={8}
          placeholder="Begin your transmission from the future..."
          className={cn(inputClass, "resize-y leading-relaxed")}
        />
      </Field>

      <Field
        id={fields.sourceUrl.id}
        label="Source URL"
        optional
        hint="A link that backs up your report, if you have one."
        errorId={fields.sourceUrl.errorId}
        error={errorOf(fields.sourceUrl)}
      >
        <input
          {...getInputProps(fields.sourceUrl, { type: "url" })}
          placeholder="https://"
          className={inputClass}
        />
      </Field>

      {/* A honeypot: people never see it and cannot tab to it; bots that fill every field get caught. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="submission-website">Leave this field empty</label>
        <input id="submission-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="space-y-2 border-t border-rule pt-8">
        <div className="flex items-start gap-3">
          <input
            {...getInputProps(fields.editorConsent, { type: "checkbox" })}
            className="mt-1 size-5 shrink-0 accent-[var(--accent-fill)]"
          />
          <label htmlFor={fields.editorConsent.id} className="font-serif text-base leading-snug text-ink">
            I allow {brand}&apos;s journalists to review my report and to edit it for clarity, length or
            narrative enhancement.
          </label>
        </div>
        {errorOf(fields.editorConsent) && (
          <p id={fields.editorConsent.errorId} className={cn(errorTextClass, "pl-8")}>
            {errorOf(fields.editorConsent)}
          </p>
        )}
      </div>

      <SubmitButton busy={sending} idle="Send Transmission" pending="Transmitting..." />
    </form>
  );
}
