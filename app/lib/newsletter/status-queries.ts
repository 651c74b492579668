// What `npm run editors -- newsletter status` shows, as plain SQL with no parameters: the command runs
// it through `wrangler d1 execute` (local or --remote), and the Workers tests run the same text on D1.

export const subscribersByStatusSql =
  "SELECT status, count(*) AS count FROM subscribers GROUP BY status ORDER BY status";

export const lastEditionSql =
  "SELECT number, subject, created_at, recipient_count, sent_count, failed_count FROM newsletter_editions ORDER BY number DESC LIMIT 1";

/**
 * The last edition's deliveries by state: sent, failed (parked on the dead-letter queue), pending (queued
 * or waiting for a retry) and sending (claimed by a consumer that has not reported back).
 */
export const lastEditionDeliveriesSql = `SELECT status, count(*) AS count, max(last_error) AS last_error
FROM edition_deliveries
WHERE edition_number = (SELECT max(number) FROM newsletter_editions)
GROUP BY status ORDER BY status`;
