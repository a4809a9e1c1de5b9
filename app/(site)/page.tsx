import type { Metadata } from "next";
import { CtaBand } from "@/components/site/landing/cta-band";
import { Features } from "@/components/site/landing/features";
import { Hero } from "@/components/site/landing/hero";
import { LearnerHome } from "@/components/site/landing/learner-home";
import { JsonLd } from "@/components/words/json-ld";
import { webSiteData } from "@/lib/seo/site-structured-data";
import { pageMetadata } from "@/lib/seo/site-url";

const DESCRIPTION =
  "Elevate your English with flashcards of new words: definitions, examples, synonyms and antonyms. Keep favourites and write notes as you learn.";

export const metadata: Metadata = pageMetadata({
  title: "Lexi: learn English vocabulary",
  absoluteTitle: true,
  description: DESCRIPTION,
  path: "/",
});

export default function HomePage() {
  return (
    <main>
      {/* A signed-in learner sees their day over the hero (a client island; the page stays static). */}
      <LearnerHome>
        <Hero />
      </LearnerHome>
      <Features />
      <CtaBand />
      <JsonLd data={webSiteData({ description: DESCRIPTION })} />
    </main>
  );
}
