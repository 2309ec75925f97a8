import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, imageSource, shortenForDisplay } from '../src/features/dataset/annotate/fields/image-source';
import { textDisplay, valueAsText } from '../src/features/dataset/annotate/fields/text-display';

describe('text fields: plain text or markdown', () => {
  it('uses markdown only when the field asks for it', () => {
    expect(textDisplay(true, '# Title')).toEqual({ kind: 'markdown', text: '# Title' });
    expect(textDisplay(false, '# Title')).toEqual({ kind: 'plain', text: '# Title' });
  });

  it('shows text that looks like HTML as plain text when markdown is off', () => {
    expect(textDisplay(false, '<img src=x onerror=alert(1)>')).toEqual({ kind: 'plain', text: '<img src=x onerror=alert(1)>' });
  });

  it('has nothing to show for a missing or blank value', () => {
    expect(textDisplay(true, undefined)).toEqual({ kind: 'empty' });
    expect(textDisplay(false, null)).toEqual({ kind: 'empty' });
    expect(textDisplay(true, '  \n ')).toEqual({ kind: 'empty' });
  });

  it('shows a value that is not text as its JSON, never as markdown', () => {
    expect(textDisplay(true, { a: 1 })).toEqual({ kind: 'plain', text: '{\n  "a": 1\n}' });
    expect(textDisplay(true, 3)).toEqual({ kind: 'plain', text: '3' });
    expect(valueAsText('as is')).toBe('as is');
  });
});

describe('image fields: what the value allows', () => {
  it('links http(s) and relative addresses', () => {
    expect(imageSource('https://example.com/cat.png')).toEqual({
      ok: true,
      src: 'https://example.com/cat.png',
      open: 'link',
      display: 'https://example.com/cat.png',
    });
    expect(imageSource(' /images/cat.png ')).toMatchObject({ ok: true, src: '/images/cat.png', open: 'link' });
  });

  it('opens raster data URLs as blobs, and SVG data URLs not at all', () => {
    expect(imageSource('data:image/png;base64,iVBORw0KGgo=')).toMatchObject({ ok: true, open: 'blob' });
    expect(imageSource('data:image/JPEG;base64,/9j/')).toMatchObject({ ok: true, open: 'blob' });
    expect(imageSource('data:image/svg+xml;base64,PHN2Zz4=')).toMatchObject({ ok: true, open: 'none' });
  });

  it('refuses script and other addresses, and values that are not text', () => {
    expect(imageSource('javascript:alert(1)')).toEqual({ ok: false, display: 'javascript:alert(1)' });
    expect(imageSource('data:text/html;base64,PHNjcmlwdD4=')).toMatchObject({ ok: false });
    expect(imageSource('file:///etc/passwd')).toMatchObject({ ok: false });
    expect(imageSource(undefined)).toEqual({ ok: false, display: '' });
    expect(imageSource({ url: 'x' })).toEqual({ ok: false, display: '{"url":"x"}' });
  });

  it('shortens long values in the middle for the error message', () => {
    const long = `data:image/png;base64,${'A'.repeat(5000)}`;
    const shown = shortenForDisplay(long);
    expect(shown.length).toBeLessThanOrEqual(120);
    expect(shown.startsWith('data:image/png;base64,')).toBe(true);
    expect(shown).toContain('…');
    expect(shortenForDisplay('short')).toBe('short');
  });

  it('turns a data URL into a blob of its bytes and type', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,AAEC/w==');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0, 1, 2, 255]);
  });
});
