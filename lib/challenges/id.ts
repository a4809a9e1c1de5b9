// A challenge's id, apart from the rest of lib/challenges so the pending
// store (lib/pending, on every page that may apply it) can check one cheaply.

/** A challenge's id: 32 base64url characters (24 random bytes). */
export const CHALLENGE_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;
