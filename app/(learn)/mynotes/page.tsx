import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { NotesTable } from "@/components/mynotes/notes-table";
import { requirePageUser } from "@/lib/auth/page-session";
import { MY_NOTES_PATH } from "@/lib/notes/messages";
import { notesPage } from "@/lib/notes/note-pages";
import { loadRows } from "@/lib/table/load-rows";
import { ROWS_PER_PAGE } from "@/lib/table/paging";
import { myNotesQuerySchema } from "@/lib/notes/schema";

export const metadata: Metadata = {
  title: "My Notes",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The page of notes the URL asks for (?page=2&q=apple) is in the HTML, and
// only that page: the table asks the server for each other page or search.
export default async function MyNotesPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser(MY_NOTES_PATH);
  const { page, q } = myNotesQuerySchema.parse(await searchParams);
  const first = await loadRows("notes", () => notesPage(user.id, { page, pageSize: ROWS_PER_PAGE, search: q }));
  return (
    <LearningPage title="My Notes" lede="Your notes on words, newest first.">
      <NotesTable userId={user.id} initialPage={first && { ...first, query: q }} initialQuery={q} />
    </LearningPage>
  );
}
