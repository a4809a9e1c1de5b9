import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { NotesTable } from "@/components/mynotes/notes-table";
import { requirePageUser } from "@/lib/auth/page-session";
import { MY_NOTES_PATH } from "@/lib/notes/messages";
import { listNotes } from "@/lib/notes/notes";
import { loadRows } from "@/lib/table/load-rows";

export const metadata: Metadata = {
  title: "My Notes",
  robots: { index: false },
};

// The first page of notes is in the HTML; the table only fetches after a change.
export default async function MyNotesPage() {
  const user = await requirePageUser(MY_NOTES_PATH);
  const notes = await loadRows("notes", () => listNotes(user.id));
  return (
    <LearningPage title="My Notes" lede="Your notes on words, newest first.">
      <NotesTable userId={user.id} initialNotes={notes} />
    </LearningPage>
  );
}
