import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MESSAGE,
  FRAME_CSP,
  FRAME_HOST_URL,
  LOADED_MESSAGE,
  READY_MESSAGE,
  MAX_FRAME_HEIGHT,
  MIN_FRAME_HEIGHT,
  SIZE_MESSAGE,
  buildFrameDocument,
  readFrameHeight,
  scriptSafeJson,
  templateRecord,
} from '../src/features/dataset/annotate/fields/custom-frame';

const theme = { theme: 'dark' as const, tokens: { '--fg-primary': 'hsl(220 14% 92%)' } };

describe('custom field frame document', () => {
  it('starts with a CSP that allows no connection, frame or form', () => {
    const html = buildFrameDocument({ body: '<p>hi</p>', record: {}, theme });
    const head = html.slice(0, html.indexOf('<style>'));
    expect(head).toContain(`<meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}">`);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script>'));
    expect(FRAME_CSP).toContain("default-src 'none'");
    expect(FRAME_CSP).not.toMatch(/connect-src|frame-src|child-src/);
    expect(FRAME_CSP).toContain("form-action 'none'");
  });

  it('puts the template after the set-up, in the body', () => {
    const html = buildFrameDocument({ body: '<p id="t">hi</p>', record: {}, theme });
    expect(html.indexOf('<p id="t">hi</p>')).toBeGreaterThan(html.indexOf('</head><body>'));
  });

  it('defines the record as a global that no value can break out of', () => {
    const record = { fields: { text: '</script><script>alert(1)</script><!-- \u2028' } };
    const html = buildFrameDocument({ body: '', record, theme });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = scriptSafeJson(record);
    expect(JSON.parse(json)).toEqual(record);
    expect(html).toContain(`var record = ${json};`);
  });

  it('bakes in the theme and its tokens', () => {
    const html = buildFrameDocument({ body: '', record: {}, theme });
    expect(html).toContain(scriptSafeJson(theme));
  });

  it('is written into a file of the build that speaks the same messages as the page', () => {
    expect(FRAME_HOST_URL).toContain('custom-field-frame');
    const host = readFileSync(new URL('../src/features/dataset/annotate/fields/custom-field-frame.html', import.meta.url), 'utf8');
    for (const message of [READY_MESSAGE, DOCUMENT_MESSAGE, LOADED_MESSAGE]) expect(host).toContain(`'${message}'`);
  });

  it('reads heights only from size messages, within bounds', () => {
    expect(readFrameHeight({ type: SIZE_MESSAGE, height: 200.2 })).toBe(201);
    expect(readFrameHeight({ type: SIZE_MESSAGE, height: 1e9 })).toBe(MAX_FRAME_HEIGHT);
    expect(readFrameHeight({ type: SIZE_MESSAGE, height: -5 })).toBe(MIN_FRAME_HEIGHT);
    expect(readFrameHeight({ type: SIZE_MESSAGE, height: Number.NaN })).toBeNull();
    expect(readFrameHeight({ type: SIZE_MESSAGE, height: '200' })).toBeNull();
    expect(readFrameHeight({ type: 'other', height: 200 })).toBeNull();
    expect(readFrameHeight('200')).toBeNull();
    expect(readFrameHeight(null)).toBeNull();
  });

  it("gives templates Argilla's record shape, as far as it is known", () => {
    expect(templateRecord({ fields: { a: 1 } })).toEqual({ fields: { a: 1 } });
    expect(templateRecord({ fields: {}, id: 'r1', external_id: null, metadata: null })).toEqual({
      fields: {},
      id: 'r1',
      external_id: null,
      metadata: {},
    });
  });
});
