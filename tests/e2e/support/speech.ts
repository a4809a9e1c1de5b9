// Speech synthesis with voices of the test's choosing: browsers differ in the
// voices they have (Debian's headless shell has none), and the pronounce
// button picks an English one or says there is none.
import type { Page } from "@playwright/test";

/** Voices in these languages, the first the default; each utterance the page speaks is kept as "lang:text". */
export async function withVoices(page: Page, langs: string[]) {
  await page.addInitScript((voiceLangs) => {
    const spoken: string[] = [];
    Object.assign(window, { __spoken: spoken });
    const voices = voiceLangs.map((lang, index) => ({
      lang,
      name: `Test voice ${lang}`,
      voiceURI: `test-${lang}`,
      default: index === 0,
      localService: true,
    }));
    // The real utterance accepts only the browser's own voice objects.
    class TestUtterance {
      text: string;
      lang = "";
      rate = 1;
      voice: unknown = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: TestUtterance, configurable: true });
    const synth = window.speechSynthesis;
    Object.defineProperty(synth, "getVoices", { value: () => voices, configurable: true });
    Object.defineProperty(synth, "cancel", { value: () => undefined, configurable: true });
    Object.defineProperty(synth, "speak", { value: (utterance: TestUtterance) => spoken.push(`${utterance.lang}:${utterance.text}`), configurable: true });
  }, langs);
}

/** What the page has spoken so far, each as "lang:text". */
export function spoken(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);
}
