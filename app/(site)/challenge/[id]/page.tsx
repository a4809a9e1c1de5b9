import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { ChallengeScreen } from "@/components/challenges/challenge-screen";
import styles from "@/components/challenges/challenge.module.css";
import { pageSessionUser } from "@/lib/auth/page-session";
import { challengeView } from "@/lib/challenges/leaderboard";
import { CHALLENGE_KIND_LABELS, CHALLENGE_SOURCE_LABELS } from "@/lib/challenges/types";
import { VISITOR_COOKIE, visitorIdOf } from "@/lib/challenges/visitor";
import { pageMetadata } from "@/lib/seo/site-url";

// A challenge's page, rendered per request (it shows the live leaderboard) with
// middleware's nonce'd policy. Who is looking decides only the highlighted row
// and the creator's Close button; the creator is never named.

const ID = /^[A-Za-z0-9_-]{32}$/;

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const view = ID.test(id) ? await challengeView(id, { userId: null, visitorId: null }) : null;
  const title = view ? `${view.title}: a challenge` : "Challenge";
  return pageMetadata({
    title,
    description: "A ten-question English vocabulary challenge made on Lexi: answer the same questions as your friends, then see where you rank on the board.",
    path: `/challenge/${id}`,
    indexed: false,
    ownImage: true,
  });
}

export default async function ChallengePage({ params }: Props) {
  const { id } = await params;
  if (!ID.test(id)) notFound();
  const [jar, user] = await Promise.all([cookies(), pageSessionUser()]);
  const visitorId = visitorIdOf(jar.get(VISITOR_COOKIE)?.value);
  const view = await challengeView(id, { userId: user?.id ?? null, visitorId: user ? null : visitorId });
  // Middleware answers a missing challenge with the prebuilt not-found page (lib/challenges/missing-page.ts);
  // this is only for one deleted since.
  if (!view) notFound();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{view.title}</h1>
      <p className={styles.meta}>
        {view.questions} questions · {CHALLENGE_KIND_LABELS[view.kind]} · {CHALLENGE_SOURCE_LABELS[view.source]}
      </p>
      <ChallengeScreen initial={view} signedIn={user !== null} visitorCookie={visitorId !== null} />
    </main>
  );
}
