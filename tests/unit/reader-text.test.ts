import { describe, expect, it } from "vitest";
import { contactSchema } from "~/lib/schemas/contact";
import { feedbackSchema } from "~/lib/schemas/feedback";
import { newsletterSchema } from "~/lib/schemas/newsletter";
import { submissionSchema } from "~/lib/schemas/submission";
import { validReport } from "../fixtures/report";

const report = validReport;

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

// ESC (a screen clear), BEL, NUL, CR, DEL, a C1 CSI, and a lone surrogate.
const hostile = ["\u001b[2J", "\u0007", "\u0000", "\r", "\u007f", "\u009b", "\ud800"];

describe("Reader-entered text", () => {
  it.each(hostile)("refuses %j in a headline, a name or transmission details, saying which field", (bad) => {
    expect(
      firstMessage(submissionSchema.safeParse({ ...report, headline: `Toasters ${bad} unionise` })),
    ).toBe("Headline contains a control character or a broken character. Please remove it and try again.");
    expect(firstMessage(submissionSchema.safeParse({ ...report, reporterName: `Ada${bad}Quill` }))).toMatch(
      /^Name contains a control character/,
    );
    const details = `${report.transmissionDetails} ${bad}`;
    const parsed = submissionSchema.safeParse({ ...report, transmissionDetails: details });
    // A lone CR is a line break from an old Mac, kept as a newline; everything else is refused.
    if (bad === "\r") expect(parsed.success).toBe(true);
    else expect(firstMessage(parsed)).toMatch(/^Transmission details contains a control character/);
  });

  it.each(hostile)("refuses %j in contact and feedback names and messages", (bad) => {
    const contact = { name: "Ada", email: "ada@example.com", message: "Hello there" };
    expect(firstMessage(contactSchema.safeParse({ ...contact, name: `A${bad}da` }))).toMatch(
      /^Name contains/,
    );
    const feedback = feedbackSchema.safeParse({ message: `Nice${bad === "\r" ? "\u0008" : bad}site` });
    expect(firstMessage(feedback)).toMatch(/^Message contains/);
  });

  it("keeps tabs, and stores a textarea's CRLF line breaks as LF", () => {
    const parsed = submissionSchema.parse({
      ...report,
      headline: "Toasters\tunionise",
      transmissionDetails: `${report.transmissionDetails}\r\n\r\nSecond paragraph,\tindented.`,
    });
    expect(parsed.headline).toBe("Toasters\tunionise");
    expect(parsed.transmissionDetails).toBe(`${report.transmissionDetails}\n\nSecond paragraph,\tindented.`);
    expect(submissionSchema.safeParse({ ...report, headline: "Two\nlines" }).success).toBe(false);
  });

  it.each([
    "ada\u0000@example.com",
    "ada\ud800@example.com",
    "ada@exa\u001bmple.com",
    "ada@example.com\udc00",
  ])("refuses the email %j everywhere an address is asked for", (email) => {
    expect(newsletterSchema.safeParse({ email }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...report, email }).success).toBe(false);
    expect(contactSchema.safeParse({ name: "Ada", email, message: "Hi" }).success).toBe(false);
    expect(feedbackSchema.safeParse({ email, message: "Hi" }).success).toBe(false);
  });

  it("accepts an emoji, which is a surrogate pair, not a lone one", () => {
    expect(submissionSchema.safeParse({ ...report, headline: "Toasters unionise 🍞" }).success).toBe(true);
  });

  it("never refuses the honeypot, whatever its length, so no message can name it", () => {
    const parsed = submissionSchema.parse({ ...report, website: "x".repeat(50_000) });
    expect(parsed.website).toHaveLength(2048);
  });
});

// Bidi overrides and isolates reorder what an editor sees ("gpj.exe" as "exe.jpg"); U+FFFD is what
// invalid UTF-8 becomes once decoded, so a field holding it arrived broken (decision 117).
const directionAndBroken = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\ufffd",
];

describe("One-line fields refuse bidi controls and invalid UTF-8, naming the field", () => {
  it.each(directionAndBroken)(
    "refuses %j in a headline, a name, an email and a newsletter address",
    (bad) => {
      expect(
        firstMessage(submissionSchema.safeParse({ ...report, headline: `Toasters ${bad}esinoinu` })),
      ).toBe("Headline contains a control character or a broken character. Please remove it and try again.");
      expect(firstMessage(submissionSchema.safeParse({ ...report, reporterName: `Ada${bad}Quill` }))).toMatch(
        /^Name contains a control character/,
      );
      expect(firstMessage(submissionSchema.safeParse({ ...report, email: `ada${bad}@example.com` }))).toBe(
        "Please enter a valid email address",
      );
      expect(newsletterSchema.safeParse({ email: `moc.elpmaxe@${bad}ada` }).success).toBe(false);
    },
  );

  it("still accepts right-to-left text itself", () => {
    expect(submissionSchema.safeParse({ ...report, headline: "Toasters unionise in שלום" }).success).toBe(
      true,
    );
  });
});
