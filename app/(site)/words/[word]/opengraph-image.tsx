import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { SocialCard } from "@/components/seo/social-card";
import { SOCIAL_IMAGE_SIZE } from "@/lib/seo/social-image";
import { listedLetter, wordEntry } from "@/lib/words/word-pages";

// The social image of a word page (and of a letter's list): drawn on its first
// request, then kept (no build-time cost for 7,400 images). Text is drawn in
// the font Next ships (Geist); anything outside Latin-1 is left out, since
// for other characters the renderer would try to download a font.

export const size = SOCIAL_IMAGE_SIZE;
export const contentType = "image/png";
export const alt = "A word from Lexi's English vocabulary, with its meaning";

export function generateStaticParams(): { word: string }[] {
  return [];
}

function latin1(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, "").trim();
}

export default async function WordImage({ params }: { params: Promise<{ word: string }> }) {
  const { word } = await params;
  const letter = listedLetter(word);
  const entry = letter ? null : wordEntry(word);
  if (!letter && !entry) notFound();
  const title = latin1(letter ? `Words starting with ${letter.toUpperCase()}` : entry!.word);
  const sense = entry?.details[0];
  return new ImageResponse(
    <SocialCard title={title} subtitle={sense ? latin1(`${sense.partOfSpeech}: ${sense.definition}`).slice(0, 140) : undefined} />,
    size,
  );
}
