// Where a newsletter edition and a subscriber's unsubscribe links live: the pages, feeds and emails
// all build them here.
export const editionPath = (number: number) => `/newsletter/editions/${number}`;
export const editionsPath = "/newsletter/editions";
export const unsubscribePagePath = (token: string) => `/unsubscribe?token=${token}`;
export const oneClickUnsubscribePath = (token: string) => `/api/newsletter/unsubscribe?token=${token}`;
