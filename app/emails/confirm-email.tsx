import { Body, Button, Container, Head, Hr, Html, Preview, Text } from "@react-email/components";
import {
  bodyStyle,
  buttonStyle,
  containerStyle,
  kickerStyle,
  mastheadStyle,
  paragraphStyle,
  smallStyle,
} from "./house-style";

export const confirmSubject = "Confirm your subscription to The Future Dispatch";

/** The double opt-in email: one link, which opens a page with the button that confirms. */
export function ConfirmEmail({ confirmUrl, email }: { confirmUrl: string; email: string }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>One click and next week’s future arrives in your inbox.</Preview>
      <Body style={bodyStyle}>
        <Container style={containerStyle}>
          <Text style={kickerStyle}>The newsletter</Text>
          <Text style={mastheadStyle}>The Future Dispatch</Text>
          <Hr />
          <Text style={paragraphStyle}>
            Someone, very possibly you, asked for tomorrow’s headlines to be sent to {email} every Friday.
            Please confirm that it was you.
          </Text>
          <Button href={confirmUrl} style={buttonStyle}>
            Confirm my subscription
          </Button>
          <Text style={paragraphStyle}>&nbsp;</Text>
          <Text style={smallStyle}>
            The link works for seven days and only once. If you did not sign up, ignore this email: the
            address is forgotten after seven days and you will hear nothing more from us.
          </Text>
          <Text style={smallStyle}>{confirmUrl}</Text>
        </Container>
      </Body>
    </Html>
  );
}
