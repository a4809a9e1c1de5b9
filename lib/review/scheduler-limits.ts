// The settings' limits and defaults, apart from ts-fsrs so that forms and
// validation (which reach the browser) do not pull the scheduler in.

export const DEFAULT_DESIRED_RETENTION = 0.9;
export const RETENTION_RANGE = { min: 0.7, max: 0.97 } as const;
export const DEFAULT_NEW_PER_DAY = 20;
export const NEW_PER_DAY_RANGE = { min: 0, max: 200 } as const;
/** The daily goal's range, in minutes a day (lib/review/goal.ts). */
export const GOAL_MINUTES_RANGE = { min: 5, max: 240 } as const;
/** The most new words a day a goal sets in the learner's first week (first review at most 7 days ago, or none), and after; more is the learner's own setting. */
export const GOAL_NEW_PER_DAY_CAP = { firstWeek: 25, after: 50 } as const;
