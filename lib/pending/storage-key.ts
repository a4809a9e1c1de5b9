/** The local-storage key of a visitor's kept marks and notes (./client-store.ts). */
export const PENDING_STORAGE_KEY = "lexi:pending";
