// schema.org data of a story page (JSON-LD): the story as a LearningResource,
// graded to its band, with the words it teaches.
import type { Story } from "@/lib/stories/stories";
import { bandLabel } from "@/lib/stories/story-labels";
import { absoluteUrl } from "./site-url";

export function learningResourceData(story: Story): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "LearningResource",
    name: story.title,
    description: story.description,
    url: absoluteUrl(story.href),
    inLanguage: "en",
    learningResourceType: "short story",
    educationalLevel: bandLabel(story.band),
    timeRequired: `PT${story.minutes}M`,
    isAccessibleForFree: true,
    teaches: story.teaches.map(({ word }) => word),
  };
}
