// One simulated learner: the real mix of the flashcards and notes screens
// (fetch a word, flip it (seen), favourite, remember / not remembered, read
// statuses and lists, create, edit and delete notes), over HTTP with a real
// session cookie. It keeps what it expects the database to hold: every write
// the server acknowledged (2xx) is applied to the expectation; a write that
// failed leaves its item "uncertain" until a later acknowledged write settles it.

export type RecallKind = "remember" | "unremember";

export interface Expectation {
  seen: Set<string>;
  favourites: Set<string>;
  recall: Map<string, RecallKind>;
  notes: Map<string, string>; // id → definitions
  /** Items whose last write was not acknowledged: their state is not checked. */
  uncertain: Set<string>;
}

export interface CallRecord {
  call: string;
  status: number; // 0: no HTTP answer at all
  ms: number;
  startedAt: number;
  json: boolean;
  /** The client gave up on purpose (a simulated lost answer, sent again): not a failure. */
  abandoned?: boolean;
}

export interface UserIdentity {
  id: string;
  cookie: string;
}

/** The app's base URL, or a function giving one per request (several instances behind a balancer: test:scale). */
export type BaseUrl = string | (() => string);

export function baseUrlOf(baseUrl: BaseUrl): string {
  return typeof baseUrl === "string" ? baseUrl : baseUrl();
}

const WORD_CATEGORY = "unseen";

export class SimulatedUser {
  readonly expected: Expectation = { seen: new Set(), favourites: new Set(), recall: new Map(), notes: new Map(), uncertain: new Set() };
  readonly calls: CallRecord[] = [];
  private words: string[] = [];
  private step = 0;

  constructor(
    private readonly baseUrl: BaseUrl,
    private readonly user: UserIdentity,
    private readonly random: () => number,
    private readonly timeoutMs: number,
  ) {}

  private pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[Math.floor(this.random() * items.length)];
  }

  /** One API call; resolves with the parsed JSON body on 2xx, else null (recorded either way). */
  private async call(call: string, path: string, body?: unknown, query?: Record<string, string>): Promise<unknown> {
    const base = baseUrlOf(this.baseUrl);
    const url = new URL(`/api/v1/${path}`, base);
    if (query) url.search = new URLSearchParams(query).toString();
    const startedAt = performance.now();
    let status = 0;
    let json = false;
    let value: unknown = null;
    try {
      const response = await fetch(url, {
        method: body === undefined ? "GET" : "POST",
        headers: { cookie: this.user.cookie, "content-type": "application/json", origin: base },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      json = (response.headers.get("content-type") ?? "").startsWith("application/json");
      const parsed = json ? await response.json() : await response.text();
      if (response.ok) value = parsed;
    } catch {
      status = 0;
    }
    this.calls.push({ call, status, ms: performance.now() - startedAt, startedAt, json });
    return value;
  }

  /** A write to `item`: applied to the expectation when acknowledged, else the item becomes uncertain. */
  private async write(call: string, path: string, body: Record<string, unknown>, item: string, apply: () => void): Promise<boolean> {
    const acknowledged = (await this.call(call, path, body)) !== null;
    if (acknowledged) {
      apply();
      this.expected.uncertain.delete(item);
    } else {
      this.expected.uncertain.add(item);
    }
    return acknowledged;
  }

  private async nextWord(): Promise<string | undefined> {
    const answer = (await this.call("fetchword", "word/fetchword", {
      wordCategory: WORD_CATEGORY,
      authUserId: this.user.id,
      wordIndex: -1,
    })) as { wordIndex?: number } | null;
    if (typeof answer?.wordIndex !== "number" || answer.wordIndex < 0) return undefined;
    const itemId = String(answer.wordIndex);
    this.words.push(itemId);
    return itemId;
  }

  private markBody(itemId: string, name?: string) {
    return { userId: this.user.id, itemId, type: "words", ...(name ? { name } : {}) };
  }

  /** One round of the mix. */
  async act(): Promise<void> {
    this.step += 1;
    const itemId = (await this.nextWord()) ?? this.pick(this.words);
    if (itemId === undefined) return;
    const { expected } = this;
    const roll = this.random();

    // Flip: the first flip marks the word seen; the heart's status is fetched on each flip.
    await this.write("seen/add", "seen/add", this.markBody(itemId, "Flashcards"), `seen:${itemId}`, () => expected.seen.add(itemId));
    await this.call("favourite/fetchStatus", "favourite/fetchStatus", undefined, { userId: this.user.id, itemId, type: "words" });

    if (roll < 0.3) {
      await this.write("favourite/add", "favourite/add", this.markBody(itemId, "Flashcards-Seen"), `fav:${itemId}`, () => expected.favourites.add(itemId));
    } else if (roll < 0.4) {
      const old = this.pick([...expected.favourites]);
      if (old) {
        await this.write("favourite/remove", "favourite/remove", this.markBody(old), `fav:${old}`, () => expected.favourites.delete(old));
      }
    }

    const recallRoll = this.random();
    if (recallRoll < 0.5) {
      const kind: RecallKind = recallRoll < 0.25 ? "remember" : "unremember";
      await this.write(`${kind}/add`, `${kind}/add`, this.markBody(itemId), `recall:${itemId}`, () => expected.recall.set(itemId, kind));
    } else if (recallRoll < 0.6) {
      const old = this.pick([...expected.recall.keys()]);
      const kind = old ? expected.recall.get(old) : undefined;
      if (old && kind) {
        await this.write(`${kind}/remove`, `${kind}/remove`, this.markBody(old), `recall:${old}`, () => expected.recall.delete(old));
      }
    }

    // The notes screen, now and then.
    if (this.step % 4 === 0) await this.notesRound();
  }

  private async notesRound(): Promise<void> {
    const { expected } = this;
    const roll = this.random();
    const fields = (definitions: string) => ({
      userId: this.user.id,
      word: `word ${this.step}`,
      type: "noun",
      definitions,
      example: "An example sentence.",
      breakdown: "word + ending",
    });
    if (roll < 0.5 || expected.notes.size === 0) {
      const definitions = `definition ${this.step}`;
      const created = (await this.call("notes/createnote", "notes/createnote", fields(definitions))) as { data?: { id?: string } } | null;
      // A create that got no answer may or may not exist: the count check allows for it.
      if (created?.data?.id) expected.notes.set(created.data.id, definitions);
      else expected.uncertain.add("notes:unacknowledged-create");
    } else if (roll < 0.8) {
      const id = this.pick([...expected.notes.keys()])!;
      const definitions = `edited ${this.step}`;
      await this.write("notes/updatenote", "notes/updatenote", { ...fields(definitions), noteId: id }, `note:${id}`, () => expected.notes.set(id, definitions));
    } else {
      const id = this.pick([...expected.notes.keys()])!;
      await this.write("notes/deletenote", "notes/deletenote", { userId: this.user.id, noteId: id }, `note:${id}`, () => expected.notes.delete(id));
    }
    await this.call("notes/getrecentnotes", "notes/getrecentnotes", { userId: this.user.id });
  }
}
