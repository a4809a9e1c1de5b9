// The favourites menu and tables as data (spec: "Favourites menu", section 3 Favourite item).
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FAVOURITE_KINDS } from "@/lib/practice/schema";
import {
  FAVOURITE_MESSAGES,
  FAVOURITE_PRACTICES,
  FAVOURITE_TABLES,
  TILE_GROUPS,
  favouriteRows,
  favouritePractice,
  favouriteSearchFields,
  favouriteTable,
  favouriteText,
  listLabel,
  tileSlug,
  EASY_WORDS_PATH,
  IDIOMS_PATH,
  IDIOMS_PRACTICE_PATH,
  type FavouriteItem,
} from "@/lib/favourites/favourites";
import { tableView } from "@/lib/table/paging";

const APP = path.join(import.meta.dirname, "../../app");

describe("the menu", () => {
  it("has the spec's tiles in its groups and order", () => {
    expect(TILE_GROUPS.map((group) => [group.heading, group.tiles.map((tile) => tile.label)])).toEqual([
      [null, ["All"]],
      ["Flashcards", ["Unseen Words", "Seen Words", "Test Vocabulary", "Idioms", "Easy Words"]],
      [null, ["Ambiguous Words"]],
      [null, ["Learn With Story"]],
      ["Play with friends", ["Word MCQ", "Idioms MCQ", "Match Words", "Antonyms MCQ", "Synonyms MCQ", "Learn with Friends"]],
      [null, ["My Notes"]],
    ]);
  });

  it("sends All, Unseen Words, Seen Words and Learn With Story to their tables, the practice tiles to their practice, Test Vocabulary, Idioms, Easy Words and Ambiguous Words to their pages, My Notes to /mynotes", () => {
    const tiles = TILE_GROUPS.flatMap((group) => group.tiles);
    const targets = Object.fromEntries(tiles.map((tile) => [tile.label, "href" in tile ? tile.href : tile.action]));
    expect(targets).toEqual({
      All: "/favourites/all",
      "Unseen Words": "/favourites/unseen-words",
      "Seen Words": "/favourites/seen-words",
      "Test Vocabulary": "/test_vocabulary",
      Idioms: "/favourites/idioms",
      "Easy Words": "/favourites/easy-words",
      "Ambiguous Words": "/ambiguous_words",
      "Learn With Story": "/favourites/learn-with-story",
      "Word MCQ": "/favourites/practice/word",
      "Idioms MCQ": "/favourites/practice/idioms",
      "Match Words": "/favourites/practice/match",
      "Antonyms MCQ": "/favourites/practice/antonym",
      "Synonyms MCQ": "/favourites/practice/synonym",
      "Learn with Friends": "/learn_with_friends?source=favourites",
      "My Notes": "/mynotes",
    });
    expect(FAVOURITE_MESSAGES.notAvailable).toBe("This feature is not available yet");
    expect(FAVOURITE_MESSAGES.fetchFailed).toBe("Failed to fetch favourites.Server Error.");
  });

  it("makes a type from a label: lower case, hyphens", () => {
    expect(tileSlug("Unseen Words")).toBe("unseen-words");
    expect(tileSlug("All")).toBe("all");
    expect(FAVOURITE_TABLES.map((table) => table.type)).toEqual(["all", "unseen-words", "seen-words", "learn-with-story"]);
    expect(favouriteTable("seen-words")?.label).toBe("Seen Words");
    expect(favouriteTable("learn-with-story")?.label).toBe("Learn With Story");
    // Each table has its route (app/(learn)/favourites/<type>/page.tsx).
    for (const { type } of FAVOURITE_TABLES) expect(existsSync(path.join(APP, "(learn)", "favourites", type, "page.tsx")), type).toBe(true);
    for (const unknown of ["", "All", "test-vocabulary", "my-notes", "constructor", "__proto__"]) expect(favouriteTable(unknown)).toBeNull();
  });

  it("has a practice for each practice tile, by the kind of question, and a route for each", () => {
    expect(FAVOURITE_PRACTICES.map(({ kind, label }) => [kind, label])).toEqual([
      ["word", "Word MCQ"],
      ["synonym", "Synonyms MCQ"],
      ["antonym", "Antonyms MCQ"],
      ["match", "Match Words"],
    ]);
    // The API's kinds for favourites, exactly.
    expect(FAVOURITE_PRACTICES.map(({ kind }) => kind).sort()).toEqual([...FAVOURITE_KINDS].sort());
    for (const { href } of FAVOURITE_PRACTICES) expect(existsSync(path.join(APP, "(learn)", href, "page.tsx")), href).toBe(true);
    // The tiles that open a page of their own have one too.
    for (const href of [EASY_WORDS_PATH, IDIOMS_PATH, IDIOMS_PRACTICE_PATH]) expect(existsSync(path.join(APP, "(learn)", href, "page.tsx")), href).toBe(true);
    expect(favouritePractice("match")?.href).toBe("/favourites/practice/match");
    for (const unknown of ["", "meaning", "cloze", "idioms", "Match", "constructor"]) expect(favouritePractice(unknown)).toBeNull();
  });
});

describe("rows", () => {
  const items: FavouriteItem[] = [
    { itemId: "5", type: "words", name: "Flashcards-Unseen", val: "apple", viewIndex: 5 },
    { itemId: "9", type: "words", name: "Flashcards-Seen", val: "Banana", viewIndex: 9 },
    { itemId: "s1", type: "sampleStory", name: null, val: "The Fox", viewIndex: null },
    { itemId: "n1", type: "notes", name: "My Notes", val: { word: "cherry", definitions: "a fruit" }, viewIndex: null },
    { itemId: "the-red-umbrella", type: "sampleStory", name: null, val: { title: "The Red Umbrella" }, viewIndex: null },
  ];

  it("shows the word for words, the title for stories and the word for notes", () => {
    expect(favouriteText(items[0]!)).toBe("apple");
    expect(favouriteText(items[2]!)).toBe("The Fox");
    expect(favouriteText(items[3]!)).toBe("cherry");
    expect(favouriteText({ itemId: "n2", type: "notes", val: { data: { word: "plum", definitions: "" } } })).toBe("plum");
    expect(favouriteText({ itemId: "s2", type: "sampleStory", val: { title: "A Tale" } })).toBe("A Tale");
    expect(favouriteText({ itemId: "7", type: "words", val: null })).toBe("7");
  });

  it("lists every favourite in All and only its own name's in Unseen and Seen Words", () => {
    const texts = (type: string) => favouriteRows(items, favouriteTable(type)!).map((row) => row.text);
    expect(texts("all")).toEqual(["apple", "Banana", "The Fox", "cherry", "The Red Umbrella"]);
    expect(texts("unseen-words")).toEqual(["apple"]);
    expect(texts("seen-words")).toEqual(["Banana"]);
    expect(favouriteRows(items, favouriteTable("all")!)[3]).toEqual({
      key: "notes:n1",
      itemId: "n1",
      type: "notes",
      text: "cherry",
      kind: "Note",
      name: "My Notes",
      href: null,
    });
  });

  it("names each list as people read it, not by its stored name", () => {
    expect(favouriteRows(items, favouriteTable("all")!).map((row) => row.name)).toEqual(["Unseen Words", "Seen Words", "", "My Notes", ""]);
    expect(listLabel("Flashcards-Unseen")).toBe("Unseen Words");
    expect(listLabel("Flashcards-Seen")).toBe("Seen Words");
    expect(listLabel("Flashcards")).toBe("Flashcards");
    expect(listLabel("constructor")).toBe("constructor");
    expect(listLabel(null)).toBe("");
  });

  it("links a word to its page (issue 20) and a story to its own, and nothing else", () => {
    const hrefs = favouriteRows(items, favouriteTable("all")!).map((row) => [row.text, row.href]);
    expect(hrefs).toEqual([
      ["apple", "/words/apple"],
      ["Banana", "/words/banana"],
      ["The Fox", "/learn_with_story/s1"],
      ["cherry", null],
      ["The Red Umbrella", "/learn_with_story/the-red-umbrella"],
    ]);
    const odd = favouriteRows([{ itemId: "7", type: "words", name: "Flashcards-Seen", val: "ice cream", viewIndex: 7 }], favouriteTable("all")!);
    expect(odd[0]!.href).toBe("/words/ice%20cream");
    const noWord = favouriteRows([{ itemId: "8", type: "words", name: "Flashcards-Seen", val: { word: 1 }, viewIndex: 8 }], favouriteTable("all")!);
    expect(noWord[0]!.href).toBeNull();
  });

  it("lists only the stories in Learn With Story, whatever their list, each linking to its page, and searches their titles", () => {
    const stories: FavouriteItem[] = [
      ...items,
      { itemId: "a-quiet-morning", type: "sampleStory", name: "Flashcards-Unseen", val: { title: "A Quiet Morning" }, viewIndex: null },
      { itemId: "odd/slug?", type: "sampleStory", name: null, val: null, viewIndex: null },
    ];
    const rows = favouriteRows(stories, favouriteTable("learn-with-story")!);
    expect(rows.map((row) => [row.text, row.kind, row.href])).toEqual([
      ["The Fox", "Story", "/learn_with_story/s1"],
      ["The Red Umbrella", "Story", "/learn_with_story/the-red-umbrella"],
      ["A Quiet Morning", "Story", "/learn_with_story/a-quiet-morning"],
      // A record without its title shows its slug, and an odd slug stays one path segment.
      ["odd/slug?", "Story", "/learn_with_story/odd%2Fslug%3F"],
    ]);
    expect(rows[1]).toMatchObject({ key: "sampleStory:the-red-umbrella", itemId: "the-red-umbrella", type: "sampleStory" });
    // Search is on the title, as the table matches it (lib/table/paging).
    const view = tableView(rows, { query: "UMBRELLA", page: 1, searchFields: favouriteSearchFields });
    expect(view.rows.map(({ row, number }) => [number, row.text])).toEqual([[1, "The Red Umbrella"]]);
  });
});
