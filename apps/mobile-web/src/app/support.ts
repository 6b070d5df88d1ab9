/**
 * The support line and chat. The spec leaves their values to the operator, so they come from the build's
 * environment (VITE_SUPPORT_PHONE, VITE_SUPPORT_CHAT_URL); a page leaves out what is not configured.
 */
export const SUPPORT = {
  phone: (import.meta.env.VITE_SUPPORT_PHONE as string | undefined)?.trim() || null,
  chatUrl: (import.meta.env.VITE_SUPPORT_CHAT_URL as string | undefined)?.trim() || null,
};
