// Kept apart from the zod schema so the submission page can show these without shipping zod up front.
export const submissionText = {
  successTitle: "Future Report Transmitted!",
  successDescription: "Thank you for your submission. Our temporal analysts will review it shortly!",
  failedTitle: "Transmission Failed",
  failedFallback: "There was an error submitting your report. Please try again.",
  errorTitle: "Transmission Error",
  errorDescription: "There was an error submitting your report. Please try again later.",
};
