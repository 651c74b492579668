import { expect, test, type Page } from "@playwright/test";
import { contactProfiles } from "../../app/lib/config/social.ts";
import { hydrated } from "./helpers.ts";
import { readMailto } from "./mailto.ts";
import { pick } from "./select-field.ts";

const editorial = "editors@futuredispatch.example";

async function fillContact(page: Page, values: { name?: string; email?: string; message?: string }) {
  if (values.name !== undefined) await page.getByLabel("Name", { exact: true }).fill(values.name);
  if (values.email !== undefined) await page.getByLabel("Email", { exact: true }).fill(values.email);
  if (values.message !== undefined) await page.getByLabel("Message", { exact: true }).fill(values.message);
}

test.describe("The contact page", () => {
  test("shows the form and the other ways to reach the editors, and the Radix subject list once the code arrives", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("rows", "6");
    const other = page.getByRole("complementary", { name: "Other Ways to Reach Us" });
    await expect(other.getByRole("link", { name: editorial })).toHaveAttribute("href", `mailto:${editorial}`);
    for (const { name, href } of contactProfiles) {
      await expect(other.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    // The list read here is the Radix one, whose placeholder is not an option: it needs the code.
    await hydrated(page);
    await page.getByLabel("Subject").click();
    await expect(page.getByRole("option")).toHaveText([
      "Weird News Tip",
      "Story Suggestion",
      "Feedback",
      "Other",
    ]);
  });

  test("the check loads once a reader comes to the form, and a send before it arrives waits for it", async ({
    page,
  }) => {
    const checks: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/mail-form-check-[^/]+\.js$/, async (route) => {
      checks.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    expect(checks).toEqual([]);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => checks.length).toBe(1);
    await expect(page.getByTestId("toast")).toHaveCount(0);
    release();
    await expect(page.getByTestId("toast")).toContainText("Missing information");
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("missing fields get the 'Missing information' toast", async ({ page }) => {
    await page.goto("/contact");
    await fillContact(page, { name: "Ada", email: "ada@example.com" });
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Missing information");
    await expect(toast).toContainText("Please fill in all required fields");
    await expect(page.getByText("Message prepared!")).toHaveCount(0);
  });

  test("a malformed address gets the 'Invalid email' toast", async ({ page }) => {
    await page.goto("/contact");
    await fillContact(page, { name: "Ada", email: "ada at example.com", message: "Hello" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("toast")).toContainText("Invalid email");
    await expect(page.getByTestId("toast")).toContainText("Please enter a valid email address");
  });

  test("a valid message clears the form and prepares the mail link with the chosen subject", async ({
    page,
  }) => {
    await page.goto("/contact");
    await fillContact(page, { name: "Ada Quill", email: "ada@example.com", message: "A tip about 2049." });
    await pick(page, /^Subject/, "Story Suggestion");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message prepared!")).toBeVisible();
    await expect(page.getByText("Click the link below to send your message via email:")).toBeVisible();
    const mail = readMailto(await page.getByRole("link", { name: "Open Email Client" }).getAttribute("href"));
    expect(mail.to).toBe(editorial);
    expect(mail.subject).toBe("The Future Dispatch Contact: Story Suggestion");
    expect(mail.body).toBe(
      "Name: Ada Quill\nEmail: ada@example.com\nSubject: Story Suggestion\n\nMessage:\nA tip about 2049.",
    );
    expect(mail.raw).not.toContain("+");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
    // What the field shows: the chosen option of the browser's own select, or the styled one's text.
    const subject = page.getByLabel("Subject");
    await expect
      .poll(() =>
        subject.evaluate((field) =>
          field instanceof HTMLSelectElement ? field.selectedOptions[0]?.text : field.textContent,
        ),
      )
      .toBe("Choose a subject");
  });

  test("without a subject the mail says 'Contact Form Submission' and lists no Subject line", async ({
    page,
  }) => {
    await page.goto("/contact");
    await fillContact(page, { name: "Ada", email: "ada@example.com", message: "Hello" });
    await page.getByRole("button", { name: "Send Message" }).click();
    const mail = readMailto(await page.getByRole("link", { name: "Open Email Client" }).getAttribute("href"));
    expect(mail.subject).toBe("Contact Form Submission");
    expect(mail.body).toBe("Name: Ada\nEmail: ada@example.com\n\nMessage:\nHello");
  });
});

test.describe("The contact page without JavaScript", () => {
  test("the server answers with the same mail link, or the same messages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await fillContact(page, { name: "Ada Quill", email: "ada@example.com", message: "A tip about 2049." });
    await page.getByLabel("Subject").selectOption("Weird News Tip");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Message prepared!");
    const mail = readMailto(await page.getByRole("link", { name: "Open Email Client" }).getAttribute("href"));
    expect(mail.subject).toBe("The Future Dispatch Contact: Weird News Tip");
    expect(mail.body).toBe(
      "Name: Ada Quill\nEmail: ada@example.com\nSubject: Weird News Tip\n\nMessage:\nA tip about 2049.",
    );
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");

    // Native validation only checks the shape loosely; the server applies the spec's rule.
    await fillContact(page, { name: "Ada", email: "ada@localhost", message: "Hello" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid email");
    await expect(page.getByRole("alert")).toContainText("Please enter a valid email address");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Hello");
    await context.close();
  });
});
