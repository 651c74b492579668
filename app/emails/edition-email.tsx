import { Button, Heading, Hr, Img, Link, Section, Text } from "@react-email/components";
import { EmailLayout } from "./email-layout";
import {
  buttonStyle,
  emailColors,
  kickerStyle,
  paragraphStyle,
  sans,
  serif,
  smallStyle,
} from "./house-style";

/** A story as the edition shows it; every URL is absolute, since an email has no base address. */
export type EditionStory = {
  title: string;
  excerpt: string;
  category: string;
  authorName: string;
  url: string;
  imageUrl: string;
  imageAlt: string;
};

export type EditionEmailProps = {
  number: number;
  dateline: string;
  stories: EditionStory[];
  siteUrl: string;
  archiveUrl: string;
  /** The subscriber's own link; the stored edition carries a placeholder the sender replaces. */
  unsubscribeUrl: string;
};

const headlineStyle = { fontFamily: serif, fontSize: "22px", lineHeight: "1.25", margin: "12px 0 6px" };
const linkStyle = { color: emailColors.ink, textDecoration: "none" };
const metaStyle = { ...kickerStyle, margin: "14px 0 0" };

/** An edition: every story published since the last one, newest first. */
export function EditionEmail({
  number,
  dateline,
  stories,
  siteUrl,
  archiveUrl,
  unsubscribeUrl,
}: EditionEmailProps) {
  return (
    <EmailLayout
      preview={stories.map((story) => story.title).join(" · ")}
      kicker={`No. ${number} · ${dateline}`}
      siteUrl={siteUrl}
      unsubscribeUrl={unsubscribeUrl}
      why={<>You get it because you confirmed a subscription on our site.</>}
    >
      <Text style={{ ...smallStyle, margin: "0 0 8px" }} className="fd-muted">
        The week in the future, as we reported it.{" "}
        <Link href={archiveUrl} style={{ color: emailColors.muted }} className="fd-muted">
          Read this edition on the site
        </Link>
        .
      </Text>
      {stories.map((story, index) => (
        <Section key={story.url} style={{ padding: "12px 0 8px" }}>
          <Link href={story.url}>
            <Img
              src={story.imageUrl}
              alt={story.imageAlt}
              width="544"
              style={{ width: "100%", height: "auto" }}
            />
          </Link>
          <Text style={metaStyle} className="fd-accent">
            {story.category}
          </Text>
          <Heading as="h2" style={headlineStyle} className="fd-ink">
            <Link href={story.url} style={linkStyle} className="fd-ink">
              {story.title}
            </Link>
          </Heading>
          <Text style={paragraphStyle} className="fd-ink">
            {story.excerpt}
          </Text>
          <Text
            style={{ fontFamily: sans, fontSize: "13px", margin: "0 0 16px", color: emailColors.muted }}
            className="fd-muted"
          >
            By {story.authorName}
          </Text>
          {/* One button, on the lead story: three heavy bars read as a form, not a newspaper. */}
          {index === 0 ? (
            <Button href={story.url} style={buttonStyle} className="fd-button">
              Read the story
            </Button>
          ) : (
            <Text style={{ fontFamily: sans, fontSize: "15px", fontWeight: 600, margin: 0 }}>
              <Link href={story.url} style={{ color: emailColors.accent }} className="fd-accent">
                Read the story →
              </Link>
            </Text>
          )}
          {index < stories.length - 1 && (
            <Hr style={{ borderColor: emailColors.rule, margin: "28px 0 8px" }} className="fd-rule" />
          )}
        </Section>
      ))}
    </EmailLayout>
  );
}
