import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { SITE_NAME } from "@/lib/site-url";
import { listedLetter, wordEntry } from "@/lib/words/word-pages";

// The social image of a word page (and of a letter's list): drawn on its first
// request, then kept (no build-time cost for 7,400 images). Text is drawn in
// the font Next ships (Geist); anything outside Latin-1 is left out, since
// for other characters the renderer would try to download a font.

export const size = { width: 1200, height: 630 };
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
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: "100%",
        height: "100%",
        padding: 72,
        background: "#ffffff",
        color: "#1a1d23",
      }}
    >
      <div style={{ display: "flex", fontSize: 40, color: "#4f46e5" }}>{SITE_NAME}</div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: 112, fontWeight: 700, letterSpacing: -3 }}>{title}</div>
        {sense ? (
          <div style={{ display: "flex", marginTop: 24, fontSize: 44, color: "#5b6270" }}>
            {latin1(`${sense.partOfSpeech}: ${sense.definition}`).slice(0, 140)}
          </div>
        ) : null}
      </div>
    </div>,
    size,
  );
}
