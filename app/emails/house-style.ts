// The newsletter's look in email clients, which ignore the site's stylesheet: inline styles only,
// the site's palette (ink on paper, one teal accent) and a serif stack every client has.
export const emailColors = {
  ink: "#15171c",
  paper: "#ffffff",
  muted: "#5b5f6b",
  rule: "#d9d6cf",
  accent: "#0a7166",
};
export const serif = "Georgia, 'Times New Roman', serif";
export const sans = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

export const bodyStyle = { backgroundColor: "#f6f4ef", margin: 0, padding: "24px 0", fontFamily: serif };
export const containerStyle = {
  backgroundColor: emailColors.paper,
  maxWidth: "600px",
  margin: "0 auto",
  padding: "32px 28px",
  color: emailColors.ink,
};
export const kickerStyle = {
  fontFamily: sans,
  fontSize: "12px",
  letterSpacing: "0.12em",
  textTransform: "uppercase" as const,
  color: emailColors.accent,
  margin: "0 0 8px",
};
export const mastheadStyle = { fontFamily: serif, fontSize: "30px", lineHeight: "1.15", margin: "0 0 4px" };
export const paragraphStyle = { fontFamily: serif, fontSize: "17px", lineHeight: "1.6", margin: "0 0 16px" };
export const smallStyle = { fontFamily: sans, fontSize: "12px", lineHeight: "1.6", color: emailColors.muted };
export const buttonStyle = {
  backgroundColor: emailColors.ink,
  color: emailColors.paper,
  fontFamily: sans,
  fontSize: "15px",
  fontWeight: 600,
  padding: "14px 24px",
  textDecoration: "none",
};
