import { Button, Text } from "@react-email/components";
import { newsletterName } from "~/lib/config/site";
import { EmailLayout } from "./email-layout";
import { buttonStyle, paragraphStyle, smallStyle } from "./house-style";

export const confirmSubject = `Confirm your subscription to ${newsletterName}`;

/** The double opt-in email: one link, which opens a page with the button that confirms. */
export function ConfirmEmail({
  confirmUrl,
  email,
  siteUrl,
}: {
  confirmUrl: string;
  email: string;
  siteUrl: string;
}) {
  return (
    <EmailLayout
      preview="One click and next week’s future arrives in your inbox."
      kicker="Please confirm"
      siteUrl={siteUrl}
      why={
        <>
          You get this email because {email} was entered in our sign-up form. If that was not you, ignore it:
          the address is forgotten after seven days and you will hear nothing more from us.
        </>
      }
    >
      <Text style={paragraphStyle} className="fd-ink">
        Someone, very possibly you, asked for tomorrow’s headlines to be sent to {email} every Friday morning.
        Please confirm that it was you.
      </Text>
      <Button href={confirmUrl} style={buttonStyle} className="fd-button">
        Confirm my subscription
      </Button>
      <Text style={{ ...smallStyle, margin: "20px 0 0" }} className="fd-muted">
        The link works once, for seven days. If the button does not work, paste this address into your
        browser: {confirmUrl}
      </Text>
    </EmailLayout>
  );
}
