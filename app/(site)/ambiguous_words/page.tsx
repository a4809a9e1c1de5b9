import type { Metadata } from "next";
import { ComingSoon } from "@/components/site/coming-soon";
import { comingSoonFeature } from "@/lib/navigation";
import { pageMetadata } from "@/lib/site-url";

const feature = comingSoonFeature("/ambiguous_words");

export const metadata: Metadata = pageMetadata({
  title: feature.label,
  description: `${feature.label} is coming soon to Lexi. ${feature.blurb}`,
  path: feature.href,
});

export default function AmbiguousWordsPage() {
  return <ComingSoon feature={feature.label} summary={feature.blurb} />;
}
