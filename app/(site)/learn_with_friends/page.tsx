import type { Metadata } from "next";
import { CreateChallengeForm } from "@/components/challenges/create-challenge-form";
import { ContentPage } from "@/components/site/content-page";
import { pageMetadata } from "@/lib/seo/site-url";

export const metadata: Metadata = pageMetadata({
  title: "Learn with Friends",
  description: "Make a ten-question vocabulary challenge, share its link, and see how your friends score on the same questions.",
  path: "/learn_with_friends",
});

// Prerendered: the same page for everyone. The form is a client island; making a challenge needs an account,
// playing one does not.
export default function LearnWithFriendsPage() {
  return (
    <ContentPage title="Learn with Friends" lede="Make a challenge of ten questions, send its link to your friends, and see who knows the words best.">
      <p>
        Everyone plays the same questions in the same order. Answers are checked as you go, and the leaderboard ranks players by score, then by time. Friends
        without an account can play under a nickname.
      </p>
      <h2>Create a challenge</h2>
      <CreateChallengeForm />
    </ContentPage>
  );
}
