import type { TextTerm } from '@gloss/contract';

// The query language lives in the contract, so the web app highlights what the server matched.
export { parseTextQuery, type ParsedTextQuery as TextQuery, type TextTerm } from '@gloss/contract';

/** FTS5 syntax: every term quoted (so punctuation is tokenised, never parsed as an operator). */
export function toFts5(terms: TextTerm[][]): string {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const one = (term: TextTerm) => (term.prefix ? `${quote(term.text)} *` : quote(term.text));
  return terms.map((group) => (group.length === 1 ? one(group[0]) : `(${group.map(one).join(' OR ')})`)).join(' AND ');
}
