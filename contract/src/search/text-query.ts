/**
 * Annotators' text-search language and the text form both engines index, shared by the server (which
 * searches with it) and the web app (which highlights what a search matched).
 */

// Han ideographs and kana carry a word per character or two; like Elasticsearch's standard analyzer,
// each one is its own token, so a word is found inside a longer run of text.
const CJK = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;
const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;

/**
 * The form both engines index and query: lower-cased (locale-independent), without accents, with
 * punctuation as word breaks and CJK characters as words. The same input gives the same words on SQLite
 * and on PostgreSQL, whatever the database's locale.
 */
export function normalizeForSearch(text: string): string {
  // Plain ASCII has no accents, compatibility forms or CJK, and its letters and digits are [a-z0-9] once
  // lower-cased: the same result without the Unicode passes, which cost a bulk write a few per cent of its time.
  if (ASCII.test(text)) return text.toLowerCase().replace(ASCII_SEPARATORS, ' ').trim();
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(CJK, ' $1 ').replace(SEPARATORS, ' ').trim();
}

/**
 * The text-search language annotators know from Argilla (Elasticsearch's simple query string): words must
 * all match, `"quoted phrases"`, `-word` to exclude, `a | b` for either, `word*` for a prefix.
 */
/** Terms hold normalised text (see normalizeForSearch): words separated by single spaces. */
export type TextTerm = { kind: 'word'; text: string; prefix: boolean } | { kind: 'phrase'; text: string; prefix?: boolean };

export interface ParsedTextQuery {
  /** Every group must match; a group matches when any of its terms does. */
  required: TextTerm[][];
  /** No excluded term may match. */
  excluded: TextTerm[];
}

// `~N` (fuzziness, phrase slop) is read and dropped: the term then matches exactly.
const TOKEN = /(-?)"([^"]*)"(?:~\d*)?|(\S+)/g;

function termOf(raw: string, quoted: boolean): TextTerm | null {
  if (quoted) {
    const text = normalizeForSearch(raw);
    return text ? { kind: 'phrase', text } : null;
  }
  const word = raw.replace(/~\d*$/, '');
  const prefix = word.endsWith('*');
  const text = normalizeForSearch(word);
  // A word that breaks into several (an e-mail, CJK text) must match them side by side.
  if (text.includes(' ')) return { kind: 'phrase', text, prefix };
  return text ? { kind: 'word', text, prefix } : null;
}

export function parseTextQuery(input: string): ParsedTextQuery {
  const required: TextTerm[][] = [];
  const excluded: TextTerm[] = [];
  let joinNext = false;
  for (const match of input.matchAll(TOKEN)) {
    const [, negation, quoted, bare] = match;
    if (bare === '|') {
      joinNext = required.length > 0;
      continue;
    }
    const negated = negation === '-' || (bare?.startsWith('-') ?? false);
    const term = quoted !== undefined ? termOf(quoted, true) : termOf(bare.replace(/^-/, ''), false);
    if (!term) continue;
    if (negated) excluded.push(term);
    else if (joinNext) required[required.length - 1].push(term);
    else required.push([term]);
    joinNext = false;
  }
  return { required, excluded };
}
