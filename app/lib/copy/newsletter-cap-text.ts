/**
 * What a sign-up is told when no confirmation email can go out today (decision 153). Both answers
 * are the same for every address, new, pending or subscribed, so neither says who is on the list.
 */
export const newsletterCapText = {
  /** The whole day's confirmation emails are spent (503). */
  daySpent: "We've sent all the confirmation emails we can today. Please try again tomorrow.",
  /** This network's share of them is spent (429). */
  networkSpent: "Your network has had its share of today's confirmation emails. Please try again tomorrow.",
} as const;
