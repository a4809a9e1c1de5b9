import { AppLink } from "@/components/ui/app-link";
import { isQuizKind, QUESTION_KIND_LABELS, QUIZ_KINDS, type QuestionKind } from "@/lib/practice/types";
import styles from "./quiz-kinds.module.css";
import screen from "./practice-screen.module.css";

/** "Mixed" (each card's memory picks the kind) or one kind Quiz me can ask, as /review/quiz?kind= names it; any other is Mixed. */
export function quizKindOf(value: string | string[] | undefined): QuestionKind | null {
  return isQuizKind(value) ? value : null;
}

/** The kinds a learner can pick for Quiz me: links, so the choice is in the address and works without JavaScript. */
export function QuizKinds({ path, current }: { path: string; current: QuestionKind | null }) {
  const choices: { kind: QuestionKind | null; label: string }[] = [
    { kind: null, label: "Mixed by memory" },
    ...QUIZ_KINDS.map((kind) => ({ kind, label: QUESTION_KIND_LABELS[kind] })),
  ];
  return (
    <nav aria-label="Question kind" className={styles.kinds}>
      <ul>
        {choices.map(({ kind, label }) => (
          <li key={label}>
            <AppLink href={kind ? `${path}?kind=${kind}` : path} className={screen.secondaryLink} aria-current={kind === current ? "page" : undefined}>
              {label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
