import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { frameAncestors, inlineScriptHashes } from '../../src/http/content-security-policy.js';

const hashSource = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, whitespace and non-ASCII characters included', () => {
    const theme = "\n      try { document.documentElement.dataset.theme = 'dark'; } catch (e) {} // thème\n    ";
    const html = `<html><head><script>${theme}</script><script type="module">import('/x.js')</script></head></html>`;
    expect(inlineScriptHashes(html)).toEqual([hashSource(theme), hashSource("import('/x.js')")]);
  });

  it('leaves out scripts loaded from files, and lists the same script once', () => {
    const html = '<script src="/assets/app.js"></script><SCRIPT>a()</SCRIPT><script defer src=/b.js></script><script>a()</script >';
    expect(inlineScriptHashes(html)).toEqual([hashSource('a()')]);
  });

  it('finds none in a document without scripts', () => {
    expect(inlineScriptHashes('<!doctype html><p>hi</p>')).toEqual([]);
  });
});

describe('frameAncestors', () => {
  it("is Gloss itself, plus the Space's page on huggingface.co when running on a Space", () => {
    expect(frameAncestors(false)).toEqual(["'self'"]);
    expect(frameAncestors(true)).toEqual(["'self'", 'https://huggingface.co']);
  });
});
