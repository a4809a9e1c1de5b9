import { storyQuestionCount } from "@/lib/practice/story-questions";
import type { Story } from "@/lib/stories/stories";
import { StoryQuestionsRound } from "./story-questions-round";

// The end of a story's page: a few questions on the words it teaches. Worked
// out when the page is prerendered (how many its round asks); the round
// itself is the client part, and asks the server for each question.

export function StoryQuestions({ story }: { story: Story }) {
  const count = storyQuestionCount(story);
  if (count === 0) return null;
  return <StoryQuestionsRound slug={story.slug} path={story.href} count={count} />;
}
