import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import {
  bodyStyle,
  containerStyle,
  emailColors,
  kickerStyle,
  mastheadStyle,
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

/** "The week in the future": every story published since the last edition, newest first. */
export function EditionEmail({
  number,
  dateline,
  stories,
  siteUrl,
  archiveUrl,
  unsubscribeUrl,
}: EditionEmailProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{stories.map((story) => story.title).join(" · ")}</Preview>
      <Body style={bodyStyle}>
        <Container style={containerStyle}>
          <Text style={kickerStyle}>
            The week in the future · No. {number} · {dateline}
          </Text>
          <Link href={siteUrl} style={linkStyle}>
            <Text style={mastheadStyle}>The Future Dispatch</Text>
          </Link>
          <Text style={{ ...smallStyle, margin: "0 0 8px" }}>
            We report the future as if it’s happening now.
          </Text>
          <Hr style={{ borderColor: emailColors.ink, borderWidth: "2px 0 0" }} />
          {stories.map((story) => (
            <Section key={story.url} style={{ padding: "12px 0 20px" }}>
              <Link href={story.url}>
                <Img
                  src={story.imageUrl}
                  alt={story.imageAlt}
                  width="544"
                  style={{ width: "100%", height: "auto" }}
                />
              </Link>
              <Text style={metaStyle}>{story.category}</Text>
              <Heading as="h2" style={headlineStyle}>
                <Link href={story.url} style={linkStyle}>
                  {story.title}
                </Link>
              </Heading>
              <Text style={paragraphStyle}>{story.excerpt}</Text>
              <Text style={{ fontFamily: sans, fontSize: "13px", margin: 0 }}>
                By {story.authorName} ·{" "}
                <Link href={story.url} style={{ color: emailColors.accent, fontWeight: 600 }}>
                  Read the story
                </Link>
              </Text>
              <Hr style={{ borderColor: emailColors.rule }} />
            </Section>
          ))}
          <Text style={smallStyle}>
            You receive this because you confirmed a subscription to The Future Dispatch newsletter.{" "}
            <Link href={archiveUrl} style={{ color: emailColors.muted }}>
              Read past editions
            </Link>{" "}
            ·{" "}
            <Link href={unsubscribeUrl} style={{ color: emailColors.muted }}>
              Unsubscribe
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
