import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LetterPage, letterPageMetadata } from "@/components/words/letter-page";
import { letterPageCount, letterPageParams, listedLetter } from "@/lib/words/word-pages";

// /words/<letter>/<page>: the later pages of a letter's list, all prerendered.
export const dynamicParams = false;

export function generateStaticParams(): { word: string; page: string }[] {
  return letterPageParams();
}

type LetterPageProps = { params: Promise<{ word: string; page: string }> };

async function pageOf({ params }: LetterPageProps): Promise<{ letter: string; page: number } | null> {
  const { word, page } = await params;
  const letter = listedLetter(word);
  const number = Number(page);
  return letter && Number.isInteger(number) && number >= 2 && number <= letterPageCount(letter) ? { letter, page: number } : null;
}

export async function generateMetadata(props: LetterPageProps): Promise<Metadata> {
  const found = await pageOf(props);
  return found ? letterPageMetadata(found.letter, found.page) : {};
}

export default async function LetterPageRoute(props: LetterPageProps) {
  const found = await pageOf(props);
  if (!found) notFound();
  return <LetterPage letter={found.letter} page={found.page} />;
}
