/**
 * Saved cards through the provider's card API (issue 39): the card's expiry month as the provider shows it ("03/99")
 * beside its token and mask, and the provider's token of a card waiting for its code. Never the number.
 */
export const sql = `
ALTER TABLE cards ADD COLUMN expire TEXT;
ALTER TABLE card_sessions ADD COLUMN card_token TEXT;
`;
