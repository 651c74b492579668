import { Body, Container, Head, Hr, Html, Link, Preview, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { brand, newsletterName, postalAddress } from "~/lib/config/site";
import {
  bodyStyle,
  containerStyle,
  emailColors,
  emailDarkColors as dark,
  kickerStyle,
  sans,
  serif,
  smallStyle,
} from "./house-style";

// Inline styles win over a stylesheet, so each dark rule is !important. `[data-ogsc]` is Outlook.com's
// own dark mode, which ignores the media query. React Email's Body puts its style on a cell inside
// <body>, so the rules for the page's background name that cell too. Under 480 px the card meets the
// screen's edges and the button runs the full width.
const css = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .fd-body, .fd-body > table > tbody > tr > td { background-color: ${dark.surface} !important; }
  .fd-card { background-color: ${dark.paper} !important; color: ${dark.ink} !important; }
  .fd-ink, .fd-ink a { color: ${dark.ink} !important; }
  .fd-muted, .fd-muted a { color: ${dark.muted} !important; }
  .fd-accent, .fd-accent a { color: ${dark.accent} !important; }
  .fd-rule { border-color: ${dark.rule} !important; }
  .fd-strong-rule { border-color: ${dark.ink} !important; }
  .fd-button { background-color: ${dark.accent} !important; color: ${dark.surface} !important; }
}
[data-ogsc] .fd-ink { color: ${dark.ink} !important; }
[data-ogsc] .fd-muted { color: ${dark.muted} !important; }
[data-ogsc] .fd-accent { color: ${dark.accent} !important; }
@media (max-width: 480px) {
  .fd-body > table > tbody > tr > td { padding: 0 !important; }
  .fd-card { padding: 24px 18px !important; }
  .fd-button { display: block !important; width: 100% !important; box-sizing: border-box !important; }
}
`;

const linkStyle = { color: emailColors.muted, textDecoration: "underline" };

/**
 * Every email the newsletter sends: the wordmark and the newsletter's name on top, the message, and a
 * footer that says who sent it, why the reader gets it, how to leave in one click, and the sender's postal
 * address (decision 148).
 */
export function EmailLayout({
  preview,
  kicker,
  why,
  unsubscribeUrl,
  siteUrl,
  children,
}: {
  preview: string;
  /** The small line above the wordmark: the edition's number and date, or what this email is. */
  kicker: string;
  /** Why this reader gets this email, in one sentence. */
  why: ReactNode;
  /** The one-click link; the confirmation email, sent before any subscription, has none. */
  unsubscribeUrl?: string;
  siteUrl: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{css}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={bodyStyle} className="fd-body">
        <Container style={containerStyle} className="fd-card">
          <Text style={kickerStyle} className="fd-accent">
            {kicker}
          </Text>
          <Link href={siteUrl} style={{ color: emailColors.ink, textDecoration: "none" }} className="fd-ink">
            <Text
              style={{ fontFamily: serif, fontSize: "28px", lineHeight: "1.15", fontWeight: 700, margin: 0 }}
            >
              <span style={{ color: emailColors.accent }} className="fd-accent">
                (•)
              </span>{" "}
              {brand}
            </Text>
          </Link>
          <Text
            style={{
              fontFamily: sans,
              fontSize: "14px",
              fontWeight: 600,
              margin: "4px 0 0",
              color: emailColors.muted,
            }}
            className="fd-muted"
          >
            {newsletterName}
          </Text>
          <Hr
            style={{ borderColor: emailColors.ink, borderWidth: "2px 0 0", margin: "20px 0" }}
            className="fd-strong-rule"
          />
          {children}
          <Hr style={{ borderColor: emailColors.rule, margin: "28px 0 16px" }} className="fd-rule" />
          <Text style={smallStyle} className="fd-muted">
            {newsletterName} is written and sent by {brand}. {why}
          </Text>
          {unsubscribeUrl && (
            <Text style={smallStyle} className="fd-muted">
              <Link href={unsubscribeUrl} style={linkStyle} className="fd-muted">
                Unsubscribe in one click
              </Link>{" "}
              ·{" "}
              <Link
                href={`${siteUrl.replace(/\/$/, "")}/newsletter/editions`}
                style={linkStyle}
                className="fd-muted"
              >
                Past editions
              </Link>
            </Text>
          )}
          <Text style={{ ...smallStyle, margin: "8px 0 0" }} className="fd-muted">
            {brand} · {postalAddress}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
