// The forms a learner may write of a word (lib/words/accepted-forms.ts): real
// forms only, of the part of speech asked. Each row: a word, its part of
// speech, forms that must be accepted, spellings that must not be.
import { describe, expect, it } from "vitest";
import { acceptedForms } from "@/lib/words/accepted-forms";
import type { FormPos } from "@/lib/words/word-forms";

type Row = [word: string, pos: FormPos, accepted: string[], refused: string[]];

const VERBS: Row[] = [
  // e dropped before -ing, kept before nothing else it should not be
  ["give", "verb", ["gives", "giving", "gave", "given"], ["giveing", "gived", "givven"]],
  ["come", "verb", ["comes", "coming", "came"], ["comeing", "comed"]],
  ["make", "verb", ["making", "made", "makes"], ["makeing", "maked"]],
  ["love", "verb", ["loving", "loved", "loves"], ["loveing", "loveed"]],
  ["write", "verb", ["writing", "wrote", "written"], ["writeing", "writed", "writting"]],
  ["hope", "verb", ["hoping", "hoped"], ["hopping", "hopeing"]],
  ["argue", "verb", ["arguing", "argued", "argues"], ["argueing"]],
  ["use", "verb", ["using", "used", "uses"], ["useing"]],
  // e kept where English keeps it
  ["see", "verb", ["seeing", "saw", "seen", "sees"], ["seing", "seed"]],
  ["agree", "verb", ["agreeing", "agreed", "agrees"], ["agreing", "agreeed"]],
  ["dye", "verb", ["dyeing", "dyed"], ["dying"]],
  ["singe", "verb", ["singeing", "singed"], ["singing"]],
  ["age", "verb", ["ageing", "aging", "aged"], ["ageed"]],
  ["be", "verb", ["being", "been", "was", "were", "is", "are", "am"], ["bing", "bes", "beed"]],
  // ie → ying
  ["die", "verb", ["dying", "died", "dies"], ["dieing", "dyed"]],
  ["tie", "verb", ["tying", "tied", "ties"], ["tieing"]],
  ["lie", "verb", ["lying", "lay", "lain", "lied", "lies"], ["lieing"]],
  // doubling: one syllable
  ["stop", "verb", ["stopped", "stopping", "stops"], ["stoped", "stoping"]],
  ["plan", "verb", ["planned", "planning"], ["planed", "planing"]],
  ["run", "verb", ["running", "ran", "runs"], ["runing", "runned"]],
  ["swim", "verb", ["swimming", "swam", "swum"], ["swiming", "swimmed"]],
  ["get", "verb", ["getting", "got", "gotten"], ["geting", "getted"]],
  ["quit", "verb", ["quitting", "quit", "quits"], ["quiting"]],
  ["shop", "verb", ["shopped", "shopping"], ["shoped"]],
  ["rob", "verb", ["robbed", "robbing"], ["robed", "robing"]],
  // doubling: stress on the last syllable, from WordNet's lists
  ["begin", "verb", ["beginning", "began", "begun", "begins"], ["begining", "begined"]],
  ["prefer", "verb", ["preferred", "preferring"], ["prefered", "prefering"]],
  ["admit", "verb", ["admitted", "admitting"], ["admited", "admiting"]],
  ["occur", "verb", ["occurred", "occurring"], ["occured", "occuring"]],
  ["refer", "verb", ["referred", "referring"], ["refered", "refering"]],
  ["commit", "verb", ["committed", "committing"], ["commited", "commiting"]],
  ["forget", "verb", ["forgetting", "forgot", "forgotten"], ["forgeting", "forgetted"]],
  ["control", "verb", ["controlled", "controlling"], ["controled", "controling"]],
  // no doubling: stress before the last syllable
  ["visit", "verb", ["visited", "visiting"], ["visitted", "visitting"]],
  ["open", "verb", ["opened", "opening"], ["openned", "openning"]],
  ["offer", "verb", ["offered", "offering"], ["offerred", "offerring"]],
  ["happen", "verb", ["happened", "happening"], ["happenned"]],
  ["listen", "verb", ["listened", "listening"], ["listenned"]],
  ["enter", "verb", ["entered", "entering"], ["enterred"]],
  ["limit", "verb", ["limited", "limiting"], ["limitted"]],
  // final l: American and British spellings
  ["travel", "verb", ["traveled", "travelled", "traveling", "travelling"], ["travelld"]],
  ["cancel", "verb", ["canceled", "cancelled", "canceling", "cancelling"], []],
  ["label", "verb", ["labeled", "labelled"], []],
  // never doubled: w, x, y
  ["fix", "verb", ["fixed", "fixing", "fixes"], ["fixxed"]],
  ["snow", "verb", ["snowed", "snowing"], ["snowwed"]],
  ["play", "verb", ["played", "playing", "plays"], ["plaied", "plaies"]],
  ["obey", "verb", ["obeyed", "obeys"], ["obeied"]],
  // y → i
  ["carry", "verb", ["carried", "carries", "carrying"], ["carryed", "carrys", "carriing"]],
  ["try", "verb", ["tried", "tries", "trying"], ["tryed", "trys"]],
  ["study", "verb", ["studied", "studies", "studying"], ["studyed"]],
  ["cry", "verb", ["cried", "cries", "crying"], ["cryed"]],
  // -c
  ["panic", "verb", ["panicked", "panicking", "panics"], ["paniced", "panicing"]],
  ["picnic", "verb", ["picnicked", "picnicking"], ["picniced"]],
  // -es
  ["watch", "verb", ["watches", "watched"], ["watchs"]],
  ["wash", "verb", ["washes"], ["washs"]],
  ["go", "verb", ["goes", "went", "gone", "going"], ["gos", "goed"]],
  ["do", "verb", ["does", "did", "done", "doing"], ["dos", "doed"]],
  ["undergo", "verb", ["undergoes", "underwent", "undergone"], ["undergos", "undergoed"]],
  ["echo", "verb", ["echoes", "echoed"], ["echoies"]],
  ["quiz", "verb", ["quizzes", "quizzed", "quizzing"], ["quizes", "quized"]],
  // irregular: no rule-made past
  ["say", "verb", ["said", "says", "saying"], ["sayed", "saied"]],
  ["take", "verb", ["took", "taken", "taking"], ["taked", "tooked"]],
  ["eat", "verb", ["ate", "eaten", "eating"], ["eated"]],
  ["buy", "verb", ["bought", "buying"], ["buyed"]],
  ["think", "verb", ["thought"], ["thinked"]],
  ["have", "verb", ["has", "had", "having"], ["haves", "haved", "haveing"]],
  ["burn", "verb", ["burned", "burnt"], []],
  ["dream", "verb", ["dreamed", "dreamt"], []],
  ["oversee", "verb", ["oversaw", "overseen", "overseeing"], ["overseed"]],
  ["rewrite", "verb", ["rewrote", "rewritten"], ["rewrited"]],
  ["withdraw", "verb", ["withdrew", "withdrawn"], ["withdrawed"]],
  // regular verbs stay regular
  ["help", "verb", ["helped", "helping", "helps"], []],
  ["work", "verb", ["worked", "working", "works"], []],
  ["walk", "verb", ["walked", "walking", "walks"], ["walkked"]],
];

const NOUNS: Row[] = [
  ["man", "noun", ["men"], ["mans", "mens"]],
  ["woman", "noun", ["women"], ["womans"]],
  ["child", "noun", ["children"], ["childs", "childes"]],
  ["foot", "noun", ["feet"], ["foots"]],
  ["tooth", "noun", ["teeth"], ["tooths"]],
  ["mouse", "noun", ["mice"], ["mouses"]],
  ["goose", "noun", ["geese"], ["gooses"]],
  ["postman", "noun", ["postmen"], ["postmans"]],
  ["grandchild", "noun", ["grandchildren"], ["grandchilds"]],
  ["human", "noun", ["humans"], ["humen"]],
  ["criterion", "noun", ["criteria"], ["criterions"]],
  ["phenomenon", "noun", ["phenomena"], ["phenomenons"]],
  ["analysis", "noun", ["analyses"], ["analysises"]],
  ["crisis", "noun", ["crises"], ["crisises"]],
  ["thesis", "noun", ["theses"], ["thesises"]],
  ["index", "noun", ["indexes", "indices"], ["indexs"]],
  ["knife", "noun", ["knives"], ["knifes"]],
  ["wife", "noun", ["wives"], ["wifes"]],
  ["life", "noun", ["lives"], ["lifes"]],
  ["leaf", "noun", ["leaves"], ["leafs"]],
  ["half", "noun", ["halves"], ["halfs"]],
  ["shelf", "noun", ["shelves"], ["shelfs"]],
  ["hoof", "noun", ["hooves", "hoofs"], []],
  ["scarf", "noun", ["scarves", "scarfs"], []],
  ["roof", "noun", ["roofs"], ["rooves"]],
  ["belief", "noun", ["beliefs"], ["believes"]],
  ["chief", "noun", ["chiefs"], ["chieves"]],
  ["potato", "noun", ["potatoes"], ["potatos"]],
  ["tomato", "noun", ["tomatoes"], ["tomatos"]],
  ["hero", "noun", ["heroes"], ["heros"]],
  ["piano", "noun", ["pianos"], ["pianoes"]],
  ["photo", "noun", ["photos"], ["photoes"]],
  ["radio", "noun", ["radios"], ["radioes"]],
  ["city", "noun", ["cities"], ["citys"]],
  ["baby", "noun", ["babies"], ["babys"]],
  ["day", "noun", ["days"], ["daies"]],
  ["key", "noun", ["keys"], ["keies"]],
  ["box", "noun", ["boxes"], ["boxs"]],
  ["church", "noun", ["churches"], ["churchs"]],
  ["dish", "noun", ["dishes"], ["dishs"]],
  ["bus", "noun", ["buses"], ["buss"]],
  ["class", "noun", ["classes"], ["classs"]],
  ["book", "noun", ["books"], ["bookes"]],
  ["house", "noun", ["houses"], ["housen"]],
  // the noun's forms only: no verb forms
  ["lie", "noun", ["lies"], ["lay", "lain", "lying", "lied"]],
  ["book", "noun", ["books"], ["booked", "booking"]],
  ["run", "noun", ["runs"], ["ran", "running"]],
];

const ADJECTIVES: Row[] = [
  ["big", "adjective", ["bigger", "biggest"], ["biger", "bigest"]],
  ["hot", "adjective", ["hotter", "hottest"], ["hoter"]],
  ["thin", "adjective", ["thinner", "thinnest"], ["thiner"]],
  ["red", "adjective", ["redder", "reddest"], ["reder"]],
  ["sad", "adjective", ["sadder", "saddest"], ["sader"]],
  ["old", "adjective", ["older", "oldest"], ["oldder"]],
  ["tall", "adjective", ["taller", "tallest"], []],
  ["new", "adjective", ["newer", "newest"], ["newwer"]],
  ["nice", "adjective", ["nicer", "nicest"], ["niceer", "nicier"]],
  ["large", "adjective", ["larger", "largest"], ["largeer"]],
  ["free", "adjective", ["freer", "freest"], ["freeer"]],
  ["true", "adjective", ["truer", "truest"], ["trueer"]],
  ["happy", "adjective", ["happier", "happiest"], ["happyer", "happyest"]],
  ["easy", "adjective", ["easier", "easiest"], ["easyer"]],
  ["early", "adjective", ["earlier", "earliest"], ["earlyer"]],
  ["heavy", "adjective", ["heavier", "heaviest"], []],
  ["pretty", "adjective", ["prettier", "prettiest"], []],
  ["lovely", "adjective", ["lovelier", "loveliest"], []],
  ["unhappy", "adjective", ["unhappier", "unhappiest"], []],
  ["simple", "adjective", ["simpler", "simplest"], ["simpleer"]],
  ["gentle", "adjective", ["gentler", "gentlest"], []],
  ["narrow", "adjective", ["narrower", "narrowest"], []],
  ["quiet", "adjective", ["quieter", "quietest"], []],
  ["clever", "adjective", ["cleverer", "cleverest"], []],
  ["grey", "adjective", ["greyer", "greyest"], ["greier"]],
  ["good", "adjective", ["better", "best"], ["gooder", "goodest"]],
  ["bad", "adjective", ["worse", "worst"], ["badder", "baddest"]],
  ["far", "adjective", ["farther", "further", "farthest"], ["farer"]],
  // compared with more
  ["ancient", "adjective", [], ["ancienter", "ancientest"]],
  ["modern", "adjective", [], ["moderner", "modernest"]],
  ["beautiful", "adjective", [], ["beautifuller", "beautifulest"]],
  ["careful", "adjective", [], ["carefuller"]],
  ["important", "adjective", [], ["importanter"]],
  ["difficult", "adjective", [], ["difficulter"]],
  ["expensive", "adjective", [], ["expensiver"]],
  ["famous", "adjective", [], ["famouser"]],
  ["tired", "adjective", [], ["tireder", "tiredest"]],
  ["interesting", "adjective", [], ["interestinger"]],
  ["bored", "adjective", [], ["boreder"]],
  ["main", "adjective", [], ["mainer", "mainest"]],
  ["whole", "adjective", [], ["wholer"]],
  ["only", "adjective", [], ["onlier"]],
];

const ADVERBS: Row[] = [
  ["fast", "adverb", ["faster", "fastest"], []],
  ["hard", "adverb", ["harder", "hardest"], []],
  ["soon", "adverb", ["sooner", "soonest"], []],
  ["early", "adverb", ["earlier", "earliest"], []],
  ["well", "adverb", ["better", "best"], ["weller"]],
  ["quickly", "adverb", [], ["quicklier", "quickler"]],
  ["slowly", "adverb", [], ["slowlier"]],
  ["deeply", "adverb", [], ["deeper", "deeplier"]],
];

const ROWS: Row[] = [...VERBS, ...NOUNS, ...ADJECTIVES, ...ADVERBS];

/** One case per form checked. */
const CASES: [word: string, pos: FormPos, form: string, accepted: boolean][] = ROWS.flatMap(([word, pos, accepted, refused]) => [
  ...accepted.map((form) => [word, pos, form, true] as [string, FormPos, string, boolean]),
  ...refused.map((form) => [word, pos, form, false] as [string, FormPos, string, boolean]),
]);

describe("acceptedForms", () => {
  it("is checked on at least 200 forms", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(200);
  });

  it.each(CASES)("%s (%s): %s is %s", (word, pos, form, accepted) => {
    expect(acceptedForms(word, [pos]).includes(form)).toBe(accepted);
  });

  it("includes the word itself, lower case", () => {
    expect(acceptedForms("Color", ["noun"])).toContain("color");
  });

  it("gives a phrase only itself", () => {
    expect(acceptedForms("take off", ["verb"])).toEqual(["take off"]);
  });

  it("gives the forms of every part of speech asked", () => {
    const forms = acceptedForms("lie", ["noun", "verb"]);
    expect(forms).toEqual(expect.arrayContaining(["lies", "lay", "lying"]));
  });
});
