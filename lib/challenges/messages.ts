// The challenge API's error messages (app/api/v1/challenges/*), shared by the handlers and the challenge screen.
export const CHALLENGE_MESSAGES = {
  notFound: "This challenge was not found.",
  closed: "This challenge is closed.",
  expired: "This challenge is over: it stopped taking answers 30 days after it was made.",
  full: "This challenge is full.",
  notJoined: "Join the challenge first.",
  alreadyAnswered: "This question has already been answered.",
  outOfOrder: "Answer the questions in order.",
  notServed: "Take the question before answering it.",
  late: "This question has expired.",
  finished: "You have answered every question.",
  tooFewWords: "There are not enough words for 10 questions from this source. Pick another source or kind.",
  tooMany: "Too many challenges. Please wait a while.",
  tooManyJoins: "Too many players joined from here. Please wait a while.",
  nicknameRequired: "Please choose a nickname.",
  nothingToClaim: "There is no result from this browser to keep.",
  alreadyPlayed: "You have played this challenge already.",
} as const;
