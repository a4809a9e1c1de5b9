import { toast } from "@/components/toasts/toast";
import { markKnown, unmarkKnown } from "@/lib/client/known-api";
import { KNOWN_MESSAGES } from "@/lib/known/messages";

// "I already know this" from a card (flashcards, review): the request, then a
// toast with Undo, which takes the mark back and returns a card that left the
// deck. The screens only say what to do next (move on, refetch).

const TOAST_ID = "known-word";

/** Longer than a learning screen's 2000 ms toast: its Undo needs time to be reached. */
const UNDO_TOAST_MS = 6000;

export async function markWordKnown(word: string, wordIndex: number, { onUndone }: { onUndone?: () => void } = {}): Promise<boolean> {
  try {
    const { removedFromDeck } = await markKnown(wordIndex);
    toast.success(KNOWN_MESSAGES.marked(word), {
      id: TOAST_ID,
      duration: UNDO_TOAST_MS,
      action: {
        label: KNOWN_MESSAGES.undo,
        onClick: () =>
          void unmarkKnown(wordIndex, removedFromDeck).then(
            () => {
              toast(KNOWN_MESSAGES.undone, { id: TOAST_ID });
              onUndone?.();
            },
            () => toast.error(KNOWN_MESSAGES.failed, { id: TOAST_ID }),
          ),
      },
    });
    return true;
  } catch (error) {
    console.error("I already know this: known/add failed", error);
    toast.error(KNOWN_MESSAGES.failed, { id: TOAST_ID });
    return false;
  }
}
