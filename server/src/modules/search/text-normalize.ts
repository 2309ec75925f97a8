// Han ideographs and kana carry a word per character or two; like Elasticsearch's standard analyzer,
// each one is its own token, so a word is found inside a longer run of text.
const CJK = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;
const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * The form both engines index and query: lower-cased (locale-independent), without accents, with
 * punctuation as word breaks and CJK characters as words. The same input gives the same words on SQLite
 * and on PostgreSQL, whatever the database's locale.
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(CJK, ' $1 ').replace(SEPARATORS, ' ').trim();
}
