// Pinyin initials of Chinese text ("下载记录" → "xzjl"), so a screen can be
// found by typing them. No dictionary is shipped: the browser's Chinese
// collation (ICU, pinyin order) places each character between the first
// characters of two initials. Characters with several readings get the one
// the collation uses; that is enough to find a screen title.

// The first character (in pinyin order) of each initial that starts syllables.
const BOUNDARIES: [string, string][] = [
  ["a", "阿"],
  ["b", "八"],
  ["c", "嚓"],
  ["d", "哒"],
  ["e", "妸"],
  ["f", "发"],
  ["g", "旮"],
  ["h", "哈"],
  ["j", "讥"],
  ["k", "咔"],
  ["l", "垃"],
  ["m", "妈"],
  ["n", "拏"],
  ["o", "噢"],
  ["p", "妑"],
  ["q", "七"],
  ["r", "呥"],
  ["s", "仨"],
  ["t", "它"],
  ["w", "屲"],
  ["x", "夕"],
  ["y", "丫"],
  ["z", "帀"],
];

const HAN = /\p{Script=Han}/u;

let collator: Intl.Collator | null = null;

function initialOf(char: string): string {
  collator ??= new Intl.Collator("zh-Hans-CN-u-co-pinyin");
  let found = "";
  for (const [letter, first] of BOUNDARIES) {
    if (collator.compare(char, first) < 0) break;
    found = letter;
  }
  return found;
}

/** Initials of the Han characters; letters and digits are kept (lower case), the rest dropped. */
export function pinyinInitials(text: string): string {
  let out = "";
  for (const char of text) {
    if (HAN.test(char)) out += initialOf(char);
    else if (/[\p{L}\p{N}]/u.test(char)) out += char.toLowerCase();
  }
  return out;
}
