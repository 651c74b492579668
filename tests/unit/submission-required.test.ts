import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { submissionSchema } from "~/lib/schemas/submission";
import { submissionRequired } from "~/lib/forms/submission-required";

describe("the submission form's required fields", () => {
  it("are the fields the schema requires, no more and no fewer", () => {
    const constraint = getZodConstraint(submissionSchema);
    const required = Object.fromEntries(
      Object.entries(constraint).map(([name, field]) => [name, field.required ?? false]),
    );
    expect(submissionRequired).toEqual(required);
  });
});
