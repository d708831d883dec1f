/** What the messages screens say to a signed-out visitor (§2 Messages). */
export const MESSAGES_SIGNED_OUT = 'Please sign in to access your messages.';
