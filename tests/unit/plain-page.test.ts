import { describe, expect, it } from "vitest";
import { xmlEscape } from "../../worker/distribution/xml";
import { plainPage } from "../../worker/plain-page";

describe("The Worker's plain pages", () => {
  it("escape what is put into them and link back to the front page", async () => {
    const page = String(
      await plainPage({
        title: "A & B",
        heading: "<Wait>",
        paragraphs: ['Say "hi" <script>x</script>', "Two"],
      }),
    );
    expect(page).toContain("<title>A &amp; B | The Future Dispatch</title>");
    expect(page).toContain("<h1>&lt;Wait&gt;</h1>");
    expect(page).toContain("<p>Say &quot;hi&quot; &lt;script&gt;x&lt;/script&gt;</p>");
    expect(page).toContain("<p>Two</p>");
    expect(page).not.toContain("<script>");
    expect(page).toContain('<a href="/">Return to the front page</a>');
  });
});

describe("xmlEscape", () => {
  it("escapes the five characters XML reserves and drops those it forbids", () => {
    expect(xmlEscape(`Tom & Jerry's <"show">\u0000\u000B\uFFFE\uD800`)).toBe(
      "Tom &amp; Jerry&#39;s &lt;&quot;show&quot;&gt;",
    );
  });
});
