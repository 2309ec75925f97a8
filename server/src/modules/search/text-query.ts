import { normalizeForSearch } from './text-normalize.js';

/**
 * The text-search language annotators know from Argilla (Elasticsearch's simple query string): words must
 * all match, `"quoted phrases"`, `-word` to exclude, `a | b` for either, `word*` for a prefix.
 */
/** Terms hold normalised text (see normalizeForSearch): words separated by single spaces. */
export type TextTerm = { kind: 'word'; text: string; prefix: boolean } | { kind: 'phrase'; text: string; prefix?: boolean };

export interface TextQuery {
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

export function parseTextQuery(input: string): TextQuery {
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

/** FTS5 syntax: every term quoted (so punctuation is tokenised, never parsed as an operator). */
export function toFts5(terms: TextTerm[][]): string {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const one = (term: TextTerm) => (term.prefix ? `${quote(term.text)} *` : quote(term.text));
  return terms.map((group) => (group.length === 1 ? one(group[0]) : `(${group.map(one).join(' OR ')})`)).join(' AND ');
}
