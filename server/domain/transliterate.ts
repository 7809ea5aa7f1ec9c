/**
 * Latin letters for names in file names (a download's name must read the same on every system):
 * Greek and Cyrillic letter by letter (ELOT 743 and a Russian/Ukrainian/Bulgarian/Serbian reading
 * of Cyrillic, the way passports spell them), Latin letters without their accents (NFKD), and the
 * letters NFKD leaves alone (Ł, Ø, ß, Đ, Æ, Œ, Þ, ı).
 */
// prettier-ignore
const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm',
  ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps',
  ω: 'o',
};
/** Greek pairs read as one sound (ELOT 743: ου is "ou", not "oy"). */
const GREEK_PAIRS: Record<string, string> = { ου: 'ou' };

// prettier-ignore
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts',
  ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  // Ukrainian, Belarusian, Serbian, Macedonian letters
  є: 'ye', і: 'i', ї: 'yi', ґ: 'g', ў: 'u', ђ: 'dj', ј: 'j', љ: 'lj', њ: 'nj', ћ: 'c', џ: 'dz',
  ѓ: 'gj', ќ: 'kj', ѕ: 'dz',
};

/** Latin letters NFKD does not decompose into a base letter and a mark. */
// prettier-ignore
const LATIN: Record<string, string> = {
  ł: 'l', ø: 'o', ß: 'ss', đ: 'd', ð: 'd', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't',
  ŀ: 'l', ĸ: 'k', ŋ: 'ng',
};

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One letter (or a Greek pair at `i`) in Latin letters, keeping whether it was a capital. */
function letter(text: string, i: number): [string, number] {
  const ch = text[i] ?? '';
  const lower = ch.toLowerCase();
  const capital = ch !== lower;
  const pair = GREEK_PAIRS[(lower + (text[i + 1] ?? '')).toLowerCase()];
  const [latin, used] = pair !== undefined ? [pair, 2] : [GREEK[lower] ?? CYRILLIC[lower] ?? LATIN[lower], 1];
  if (latin === undefined) return [ch, 1];
  if (!capital) return [latin, used];
  // In a word written in capitals, every letter of a digraph is one ("ΘΕΟ" → "THEO").
  const next = text[i + used] ?? '';
  return [next !== next.toLowerCase() ? latin.toUpperCase() : upperFirst(latin), used];
}

/** The text in Latin letters: "Γιώργος Παπαδόπουλος" → "Giorgos Papadopoulos". */
export function transliterate(text: string): string {
  // Accents (Greek tonos included) go: NFKD makes them separate marks, which are dropped; but
  // not from the Cyrillic letters that are letters of their own (й, ё, ї).
  const bare = [...text.normalize('NFC')]
    .map((ch) => (CYRILLIC[ch.toLowerCase()] ? ch : ch.normalize('NFKD').replace(/\p{M}/gu, '')))
    .join('');
  let out = '';
  for (let i = 0; i < bare.length;) {
    const [latin, used] = letter(bare, i);
    out += latin;
    i += used;
  }
  return out;
}

/** A name as part of a file name: its Latin letters and digits, anything else one "-". */
export const fileNamePart = (name: string): string =>
  transliterate(name)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
