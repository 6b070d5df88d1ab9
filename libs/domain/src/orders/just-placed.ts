/**
 * The query parameter of the order's page the card provider sends the shopper back to after placing it: the page
 * opens the success dialog then (the tab that placed it was left for the provider's page, and its state with it).
 */
export const JUST_PLACED_PARAM = 'placed';
