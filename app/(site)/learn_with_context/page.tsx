import type { Metadata } from "next";
import { ComingSoon } from "@/components/site/coming-soon";
import { comingSoonFeature } from "@/lib/navigation";
import { pageMetadata } from "@/lib/site-url";

const feature = comingSoonFeature("/learn_with_context");

export const metadata: Metadata = pageMetadata({
  title: feature.label,
  description: `${feature.label} is coming soon to Lexi. ${feature.blurb}`,
  path: feature.href,
});

export default function LearnWithContextPage() {
  return <ComingSoon feature={feature.label} summary={feature.blurb} />;
}
