// How many notes one account may hold. Notes are free text, not one per word
// of the set: any word, any number of notes on it (the table has no unique
// key on user and word), so the word set (16,236 words) does not bound them,
// and a 5 MB import alone made 100,000. 10,000 leaves room for a note on
// every word of the set and cards imported from other decks, and bounds an
// account at about 60 MB of note text even with every field full
// (NOTE_LIMITS); the notes table and getallnotes read a page at a time, so
// the count does not weigh on reads. Free of server code: the widget and
// the import form show the message.

export const NOTES_PER_ACCOUNT = 10_000;

/** What a save past the cap answers (409), and the reason given for each import row it refuses. */
export const NOTES_FULL_MESSAGE = `You have ${NOTES_PER_ACCOUNT.toLocaleString("en")} notes, the most an account can hold. Please delete some to make room.`;
