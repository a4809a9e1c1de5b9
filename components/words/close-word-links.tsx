import { AppLink } from "@/components/ui/app-link";
import { wordHref } from "@/lib/words/word-path";

/** "Did you mean a, b or c?", each a link to its word's page; nothing for no words. */
export function CloseWordLinks({ words }: { words: readonly string[] }) {
  if (!words.length) return null;
  return (
    <nav aria-label="Close words">
      <p>
        Did you mean{" "}
        {words.map((word, index) => (
          <span key={word}>
            {index > 0 ? (index === words.length - 1 ? " or " : ", ") : null}
            <AppLink href={wordHref(word)}>{word}</AppLink>
          </span>
        ))}
        ?
      </p>
    </nav>
  );
}
