/**
 * The text-search language annotators know from Argilla (Elasticsearch's simple query string): words must
 * all match, `"quoted phrases"`, `-word` to exclude, `a | b` for either, `word*` for a prefix.
 */
export type TextTerm = { kind: 'word'; text: string; prefix: boolean } | { kind: 'phrase'; text: string };

export interface TextQuery {
  /** Every group must match; a group matches when any of its terms does. */
  required: TextTerm[][];
  /** No excluded term may match. */
  excluded: TextTerm[];
}

const TOKEN = /(-?)"([^"]*)"|(\S+)/g;

function termOf(raw: string, quoted: boolean): TextTerm | null {
  if (quoted) {
    const text = raw.trim();
    return text ? { kind: 'phrase', text } : null;
  }
  const prefix = raw.endsWith('*');
  const text = raw.replace(/[*()+"]/g, '').trim();
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
  const one = (term: TextTerm) => (term.kind === 'word' && term.prefix ? `${quote(term.text)} *` : quote(term.text));
  return terms.map((group) => (group.length === 1 ? one(group[0]) : `(${group.map(one).join(' OR ')})`)).join(' AND ');
}
