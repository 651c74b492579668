import type { ZodType } from "zod";

export type FormOutcome<T> =
  { ok: true; value: T } | { ok: false; title: string; description: string; field: string | undefined };

/**
 * Validates a mail-link form and picks the one notice the spec asks for: a missing required field
 * first, then a malformed email, then anything else (such as an over-long message).
 */
export function checkForm<T>(
  schema: ZodType<T>,
  values: Record<string, unknown>,
  text: {
    missingTitle: string;
    missingDescription: string;
    invalidTitle: string;
    invalidDescription: string;
  },
): FormOutcome<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues;
  const missing = issues.find((issue) => issue.message === text.missingDescription);
  if (missing) {
    return {
      ok: false,
      title: text.missingTitle,
      description: text.missingDescription,
      field: String(missing.path[0]),
    };
  }
  const invalid = issues.find((issue) => issue.message === text.invalidDescription);
  if (invalid) {
    return { ok: false, title: text.invalidTitle, description: text.invalidDescription, field: "email" };
  }
  const first = issues[0]!;
  return {
    ok: false,
    title: "Please check the form",
    description: first.message,
    field: String(first.path[0]),
  };
}

/** A submitted form's text fields as plain strings; anything else (files) is dropped. */
export function formValues(formData: FormData, names: readonly string[]) {
  const values: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = formData.get(name);
    values[name] = typeof value === "string" ? value : undefined;
  }
  return values;
}
