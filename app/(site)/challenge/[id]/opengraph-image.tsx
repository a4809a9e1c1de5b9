import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { SocialCard } from "@/components/seo/social-card";
import { challengeCard } from "@/lib/challenges/leaderboard";
import { SOCIAL_IMAGE_SIZE } from "@/lib/seo/social-image";

// A challenge's social image: its title and the top score so far, drawn per
// request (the score moves). Latin-1 only, as the word pages' images (the
// renderer would otherwise download a font).

export const size = SOCIAL_IMAGE_SIZE;
export const contentType = "image/png";
export const alt = "A Lexi vocabulary challenge: its title and the top score";

function latin1(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, "").trim();
}

export default async function ChallengeImage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const card = /^[A-Za-z0-9_-]{32}$/.test(id) ? await challengeCard(id) : null;
  if (!card) notFound();
  const subtitle =
    card.topScore === null ? `${card.questions} questions. Can you beat your friends?` : `Top score: ${card.topScore}/${card.questions}. Can you beat it?`;
  return new ImageResponse(<SocialCard title={latin1(card.title) || "A Lexi challenge"} subtitle={subtitle} />, size);
}
