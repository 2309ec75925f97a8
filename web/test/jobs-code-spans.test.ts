import { describe, expect, it } from 'vitest';
import { splitCodeSpans } from '../src/features/jobs/code-spans';

const text = (value: string) => ({ kind: 'text', text: value });
const code = (value: string) => ({ kind: 'code', text: value });

describe('a server’s message, split into its words and the names it quotes', () => {
  it('takes each backticked name or value out as code', () => {
    expect(splitCodeSpans('column `stars` holds `five`, which is not a number')).toEqual([
      text('column '),
      code('stars'),
      text(' holds '),
      code('five'),
      text(', which is not a number'),
    ]);
    expect(splitCodeSpans('`org/name` is private')).toEqual([code('org/name'), text(' is private')]);
  });

  it('leaves a message without quotes whole', () => {
    expect(splitCodeSpans("'maybe' is not a valid label")).toEqual([text("'maybe' is not a valid label")]);
    expect(splitCodeSpans('')).toEqual([]);
  });

  it('keeps a backtick nothing closes as it was written', () => {
    expect(splitCodeSpans('column `stars holds five')).toEqual([text('column `stars holds five')]);
    expect(splitCodeSpans('`a` and `b')).toEqual([code('a'), text(' and `b')]);
  });

  it('closes a run of backticks with a run of the same length, as Markdown does', () => {
    expect(splitCodeSpans('holds `` a`b ``, which is not a number')).toEqual([text('holds '), code('a`b'), text(', which is not a number')]);
    expect(splitCodeSpans('``x` `y`')).toEqual([text('``x'), code(' '), text('y`')]);
  });

  it('trims one space at each end only when both ends have one', () => {
    expect(splitCodeSpans('` a `')).toEqual([code('a')]);
    expect(splitCodeSpans('` a`')).toEqual([code(' a')]);
    expect(splitCodeSpans('`   `')).toEqual([code('   ')]);
  });

  it('keeps the line breaks of a reason that lists what is allowed', () => {
    expect(splitCodeSpans('not one of:\n`a`\n`b`')).toEqual([text('not one of:\n'), code('a'), text('\n'), code('b')]);
  });
});
