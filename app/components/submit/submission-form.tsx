import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Field, errorTextClass, SubmitButton } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import { useStillUnderPointer } from "~/hooks/use-still-under-pointer";
import { useSubmitWhenReady } from "~/hooks/use-submit-when-ready";
import { toast } from "~/hooks/use-toast";
import { inputClass } from "~/components/ui/input";
import { cn } from "~/lib/utils/cn";
import {
  futureCategoryOptions,
  probabilityOptions,
  timelineCategoryOptions,
} from "~/lib/copy/submission-options";
import { submissionRequired, type SubmissionField } from "~/lib/forms/submission-required";
import { brand } from "~/lib/config/site";
import { submissionText } from "~/lib/copy/submission-text";
import type { TransmitOutcome } from "~/lib/browser/submission-api";
import type { EarlyEvent, LiveSubmissionHandle, SubmissionErrors } from "./live-submission";

const formId = "submission-form";
const loadLive = () => import("./live-submission");

type LastResult = SubmissionResult<string[]> | null | undefined;

function errorsOf(lastResult: LastResult): SubmissionErrors {
  const errors: SubmissionErrors = {};
  for (const name of Object.keys(submissionRequired) as SubmissionField[]) {
    const first = lastResult?.error?.[name]?.[0];
    if (first) errors[name] = first;
  }
  return errors;
}

function initialOf(lastResult: LastResult, name: SubmissionField) {
  const value = lastResult?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}

/** Whether a control holds something other than what the page was served with. */
function changedFromDefault(field: unknown) {
  if (field instanceof HTMLInputElement && field.type === "checkbox")
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    return field.value !== field.defaultValue;
  }
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return false;
}

/**
 * The future-report form. Validation runs on blur and again on every keystroke once a field has an
 * error. With JavaScript a valid report goes to POST /api/submissions/submit; without, the form
 * posts to the /submit action, which answers with the same messages beside the fields.
 *
 * The page ships only the form itself. The checks (Conform with the zod schema, about 30 KB gzip)
 * arrive once the reader starts on the form (focus or pointer) and drive these same elements, so
 * nothing the reader has typed or focused is replaced. A submit that comes first waits for them.
 */
export function SubmissionForm({ lastResult }: { lastResult?: LastResult }) {
  const [errors, setErrors] = useState(() => errorsOf(lastResult));
  // A message that appears as the reader leaves the last field waits for their click on Send.
  const showErrors = useStillUnderPointer(setErrors);
  const [sending, setSending] = useState(false);
  const [wanted, setWanted] = useState(false);
  const LiveSubmission = useLazyComponent(loadLive, wanted);
  const live = useRef<LiveSubmissionHandle>(null);
  const { form, hold } = useSubmitWhenReady(LiveSubmission !== null);
  const early = useRef<EarlyEvent[]>([]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (live.current) {
      live.current.submit(event);
      return;
    }
    setWanted(true);
    hold(event, loadLive);
  }

  async function onTransmit(element: HTMLFormElement, outcome: Promise<TransmitOutcome>) {
    setSending(true);
    const result = await outcome;
    setSending(false);
    if (result.sent) {
      // Conform and the selects listen for the reset and clear their state with the fields.
      element.reset();
      toast({ title: submissionText.successTitle, description: submissionText.successDescription });
    } else if (result.refusal !== undefined) {
      toast({
        title: submissionText.failedTitle,
        description: result.refusal || submissionText.failedFallback,
        variant: "destructive",
      });
    } else {
      toast({
        title: submissionText.errorTitle,
        description: submissionText.errorDescription,
        variant: "destructive",
      });
    }
  }

  // What the reader did before the checks arrived, for them to catch up on (a blur is a blur however
  // early it came).
  function noteEarly(type: EarlyEvent["type"], target: EventTarget) {
    const name = (target as Partial<HTMLInputElement>).name;
    if (!live.current && name) early.current.push({ type, name });
  }

  // What the reader did before the framework ran, when no handler saw it: a field they changed is an
  // input, and one they changed and left is a blur too. Their checks are on their way, as after a focus.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    let engaged = element.contains(document.activeElement);
    for (const name of Object.keys(submissionRequired)) {
      const field = element.elements.namedItem(name);
      if (!changedFromDefault(field)) continue;
      engaged = true;
      early.current.push({ type: "input", name });
      if (field !== document.activeElement) early.current.push({ type: "focusout", name });
    }
    if (engaged) setWanted(true);
  }, [form]);

  const fieldOf = (name: SubmissionField) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    const errorId = `${id}-error`;
    return {
      field: { id, errorId, error },
      initial: initialOf(lastResult, name),
      control: {
        id,
        name,
        required: submissionRequired[name],
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      },
    };
  };
  const select = (name: SubmissionField) => {
    const { control, initial } = fieldOf(name);
    return {
      id: control.id,
      name,
      required: control.required,
      defaultValue: initial,
      invalid: control["aria-invalid"],
      describedBy: control["aria-describedby"],
    };
  };
  const reporterName = fieldOf("reporterName");
  const email = fieldOf("email");
  const headline = fieldOf("headline");
  const transmissionDetails = fieldOf("transmissionDetails");
  const sourceUrl = fieldOf("sourceUrl");
  const editorConsent = fieldOf("editorConsent");

  return (
    <form
      ref={form}
      id={formId}
      method="post"
      noValidate
      onSubmit={onSubmit}
      data-early-submit
      onFocus={() => setWanted(true)}
      onPointerOver={() => setWanted(true)}
      onInput={(event) => {
        setWanted(true);
        noteEarly("input", event.target);
      }}
      onBlur={(event) => noteEarly("focusout", event.target)}
      className="space-y-8"
    >
      {LiveSubmission && (
        // The component arrives once and is kept in state, so its identity never changes between renders.
        // eslint-disable-next-line react-hooks/static-components
        <LiveSubmission
          ref={live}
          formId={formId}
          lastResult={lastResult}
          onErrors={showErrors}
          onTransmit={onTransmit}
          early={early}
        />
      )}
      <div className="grid gap-8 sm:grid-cols-2">
        <Field {...reporterName.field} label="Reporter Name">
          <input
            {...reporterName.control}
            defaultValue={reporterName.initial}
            type="text"
            autoComplete="name"
            placeholder="Your name or codename"
            className={inputClass()}
          />
        </Field>
        <Field {...email.field} label="Email Address">
          <input
            {...email.control}
            defaultValue={email.initial}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className={inputClass()}
          />
        </Field>
      </div>

      <Field {...headline.field} label="Headline">
        <input
          {...headline.control}
          defaultValue={headline.initial}
          type="text"
          placeholder="e.g. Toasters Unionise in Lisbon"
          className={inputClass({ className: "font-serif text-lg sm:text-lg" })}
        />
      </Field>

      <div className="grid gap-8 sm:grid-cols-2">
        <Field {...fieldOf("futureCategory").field} label="Future Category">
          <SelectField
            {...select("futureCategory")}
            options={futureCategoryOptions}
            placeholder="Select a category"
          />
        </Field>
        <Field {...fieldOf("probability").field} label="Probability">
          <SelectField
            {...select("probability")}
            options={probabilityOptions}
            placeholder="Select a probability level"
          />
        </Field>
        <Field {...fieldOf("timelineCategory").field} label="Timeline Category" className="sm:col-span-2">
          <SelectField
            {...select("timelineCategory")}
            options={timelineCategoryOptions}
            placeholder="Select a timeline category"
          />
        </Field>
      </div>

      <Field
        {...transmissionDetails.field}
        label="Transmission Details"
        hint="What happened, when, and who saw it. At least 50 characters."
      >
        <textarea
          {...transmissionDetails.control}
          defaultValue={transmissionDetails.initial}
          rows={8}
          placeholder="Begin your transmission from the future..."
          className={inputClass({ className: "resize-y leading-relaxed" })}
        />
      </Field>

      <Field
        {...sourceUrl.field}
        label="Source URL"
        optional
        hint="A link that backs up your report, if you have one."
      >
        <input
          {...sourceUrl.control}
          defaultValue={sourceUrl.initial}
          type="url"
          placeholder="https://"
          className={inputClass()}
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
            {...editorConsent.control}
            type="checkbox"
            value="on"
            defaultChecked={editorConsent.initial === "on"}
            className="mt-1 size-5 shrink-0 accent-[var(--accent-fill)]"
          />
          <label htmlFor={editorConsent.control.id} className="font-serif text-base leading-snug text-ink">
            I allow {brand}&apos;s journalists to review my report and to edit it for clarity, length or
            narrative enhancement.
          </label>
        </div>
        {editorConsent.field.error && (
          <p id={editorConsent.field.errorId} className={cn(errorTextClass, "pl-8")}>
            {editorConsent.field.error}
          </p>
        )}
      </div>

      <SubmitButton busy={sending} idle="Send Transmission" pending="Transmitting..." />
    </form>
  );
}
