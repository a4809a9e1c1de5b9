/** What the placement endpoints and the test page say. */
export const PLACEMENT_MESSAGES = {
  invalidToken: "This test is not valid. Please start again.",
  expiredToken: "This test has expired. Please start again.",
  invalidChoice: "That option is not one of this question's.",
  invalidResult: "This result is not valid.",
  expiredResult: "This result is more than a day old. Please take the test again.",
  tooManyStarts: "Too many tests started. Please try again later.",
} as const;
