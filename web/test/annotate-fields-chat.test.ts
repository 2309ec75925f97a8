import { describe, expect, it } from 'vitest';
import { CHAT_ROLE_COLOURS, chatLayout, parseChat } from '../src/features/dataset/annotate/fields/chat';

describe('chat field values', () => {
  it('reads a list of {role, content}', () => {
    expect(
      parseChat([
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: '**Hello**' },
      ]),
    ).toEqual({
      ok: true,
      messages: [
        { role: 'user', content: 'Hi', contentIsJson: false },
        { role: 'assistant', content: '**Hello**', contentIsJson: false },
      ],
    });
  });

  it('reads the same list sent as a JSON string', () => {
    const parsed = parseChat(JSON.stringify([{ role: 'user', content: 'Hi' }]));
    expect(parsed.ok && parsed.messages[0]?.content).toBe('Hi');
  });

  it('tolerates a missing role or content, and shows non-text content as JSON', () => {
    const parsed = parseChat([{ content: 'no role' }, { role: '  ', content: null }, { role: 'user', content: [{ type: 'text', text: 'hi' }] }]);
    expect(parsed).toEqual({
      ok: true,
      messages: [
        { role: null, content: 'no role', contentIsJson: false },
        { role: null, content: '', contentIsJson: false },
        { role: 'user', content: '[\n  {\n    "type": "text",\n    "text": "hi"\n  }\n]', contentIsJson: true },
      ],
    });
  });

  it('returns other shapes as their raw JSON', () => {
    expect(parseChat({ role: 'user', content: 'x' })).toEqual({ ok: false, raw: '{\n  "role": "user",\n  "content": "x"\n}' });
    expect(parseChat(['just text'])).toEqual({ ok: false, raw: '[\n  "just text"\n]' });
    expect(parseChat([[1, 2]])).toMatchObject({ ok: false });
    expect(parseChat('not json')).toEqual({ ok: false, raw: 'not json' });
    expect(parseChat('"a string"')).toEqual({ ok: false, raw: '"a string"' });
    expect(parseChat(42)).toEqual({ ok: false, raw: '42' });
  });

  it('accepts an empty conversation', () => {
    expect(parseChat([])).toEqual({ ok: true, messages: [] });
  });
});

describe('chat layout', () => {
  const message = (role: string | null) => ({ role, content: '', contentIsJson: false });

  it('puts the user on the right and everyone else on the left', () => {
    const layout = chatLayout([message('user'), message('assistant'), message('User'), message('system'), message(null)]);
    expect(layout.map((item) => item.side)).toEqual(['end', 'start', 'end', 'start', 'start']);
  });

  it('names the speaker when it changes', () => {
    const layout = chatLayout([message('user'), message('user'), message('assistant'), message('user')]);
    expect(layout.map((item) => item.showRole)).toEqual([true, false, true, true]);
  });

  it('keeps the usual roles in their colours and gives other roles different ones', () => {
    const layout = chatLayout([message('assistant'), message('user'), message('system'), message('judge'), message('critic'), message('judge')]);
    const colours = layout.map((item) => item.colour);
    expect(colours.slice(0, 3)).toEqual([1, 0, 2]);
    expect(colours[3]).toBe(4);
    expect(colours[5]).toBe(colours[3]);
    expect(colours[4]).not.toBe(colours[3]);
    expect(colours.every((colour) => colour >= 0 && colour < CHAT_ROLE_COLOURS)).toBe(true);
  });
});
