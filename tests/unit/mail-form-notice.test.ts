import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactText } from "~/lib/copy/contact-text";
import { contactSchema } from "~/lib/schemas/contact";
import { feedbackText } from "~/lib/copy/feedback-text";
import { feedbackSchema } from "~/lib/schemas/feedback";
import { mailFormNotice } from "~/lib/forms/mail-form-notice";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const contact = (values: Record<string, string>) =>
  mailFormNotice(parseWithZod(form(values), { schema: contactSchema }), contactText);

describe("The mail-form notice", () => {
  it("names a blank required field before a malformed address", () => {
    expect(contact({ name: " ", email: "not-an-address", message: "Hi" })).toEqual({
      title: "Missing information",
      description: "Please fill in all required fields",
      field: "name",
    });
  });

  it("calls a filled but malformed address invalid", () => {
    expect(contact({ name: "Ada", email: "ada@", message: "Hi" })).toEqual({
      title: "Invalid email",
      description: "Please enter a valid email address",
      field: "email",
    });
  });

  it("passes any other field message on under 'Please check the form'", () => {
    expect(contact({ name: "A".repeat(101), email: "ada@example.com", message: "Hi" })).toEqual({
      title: "Please check the form",
      description: "Name must be at most 100 characters",
      field: "name",
    });
  });

  it("asks feedback only for its message, and nothing for a valid form", () => {
    const notice = (values: Record<string, string>) =>
      mailFormNotice(parseWithZod(form(values), { schema: feedbackSchema }), feedbackText);
    expect(notice({ message: "" })?.title).toBe("Missing message");
    expect(notice({ message: "Lovely paper" })).toBeNull();
  });

  it("reads which field failed, not its message: a reworded message picks the same notice", () => {
    const reworded = contactSchema.extend({
      name: z.string({ error: "Who is writing?" }).trim().min(1, "Who is writing?"),
    });
    const submission = parseWithZod(form({ name: "", email: "a@b.co", message: "Hi" }), { schema: reworded });
    expect(mailFormNotice(submission, contactText)?.title).toBe("Missing information");
  });
});
