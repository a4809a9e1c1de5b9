import type { Metadata } from "next";
import { ComingSoonGrid } from "@/components/site/landing/coming-soon-grid";
import { CtaBand } from "@/components/site/landing/cta-band";
import { Features } from "@/components/site/landing/features";
import { Hero } from "@/components/site/landing/hero";
import { pageMetadata } from "@/lib/site-url";

export const metadata: Metadata = pageMetadata({
  title: "Lexi: learn English vocabulary",
  absoluteTitle: true,
  description: "Elevate your English with flashcards of new words: definitions, examples, synonyms and antonyms. Keep favourites and write notes as you learn.",
  path: "/",
});

export default function HomePage() {
  return (
    <main>
      <Hero />
      <Features />
      <ComingSoonGrid />
      <CtaBand />
    </main>
  );
}
