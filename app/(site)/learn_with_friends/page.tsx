import type { Metadata } from "next";
import { ComingSoon } from "@/components/site/coming-soon";
import { comingSoonFeature } from "@/lib/navigation";
import { comingSoonMetadata } from "@/lib/seo/coming-soon-metadata";

const feature = comingSoonFeature("/learn_with_friends");

export const metadata: Metadata = comingSoonMetadata(feature.href);

export default function LearnWithFriendsPage() {
  return <ComingSoon feature={feature.label} summary={feature.blurb} />;
}
