// The newsletter's look in email clients, which ignore the site's stylesheet: inline styles for the
// light scheme (what every client shows), the site's palette (ink on paper, one teal accent) and a serif
// stack every client has. The dark scheme and the phone layout are the <style> block in email-layout.tsx,
// keyed on the `fd-…` classes, for the clients that read it (Apple Mail, iOS, Gmail's apps, Outlook.com).
export const emailColors = {
  ink: "#15171c",
  paper: "#ffffff",
  surface: "#f5f3ee",
  muted: "#525866",
  rule: "#e2ded4",
  accent: "#0a7166",
};
/** The site's dark theme (app.css `.dark`). */
export const emailDarkColors = {
  ink: "#ece9e2",
  paper: "#161920",
  surface: "#0c0e12",
  muted: "#a4a9b4",
  rule: "#2b303a",
  accent: "#43d3c0",
};
export const serif = "Georgia, 'Times New Roman', serif";
export const sans = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

export const bodyStyle = {
  backgroundColor: emailColors.surface,
  margin: 0,
  padding: "24px 0",
  fontFamily: serif,
};
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
  fontWeight: 600,
  letterSpacing: "0.14em",
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
  textAlign: "center" as const,
};
