import { describe, expect, it } from 'vitest';
import { filterInlineStyle, isMathsLoaded, loadMaths, mayContainMaths, parseMarkdown, renderMarkdown } from '../src/features/dataset/annotate/fields/markdown';

/*
 * The parse step runs in node. Sanitising needs a DOM (DOMPurify), so renderMarkdown's output is
 * checked in the browser journeys; here only its refusal to run without one.
 */
describe('markdown fields: parsing', () => {
  it('renders GFM tables', () => {
    const html = parseMarkdown('| a | b |\n|:-|-:|\n| 1 | 2 |');
    expect(html).toContain('<table>');
    expect(html).toMatch(/<th align="left">a<\/th>/);
    expect(html).toMatch(/<td align="right">2<\/td>/);
  });

  it('highlights fenced code of registered languages, including aliases', () => {
    const python = parseMarkdown('```python\ndef f(x):\n    return "hi"\n```');
    expect(python).toContain('<pre><code class="hljs language-python">');
    expect(python).toContain('<span class="hljs-keyword">def</span>');
    expect(python).toContain('<span class="hljs-string">&quot;hi&quot;</span>');
    for (const alias of ['js', 'ts', 'sh', 'yml', 'html', 'json', 'sql', 'css', 'md']) {
      expect(parseMarkdown(`\`\`\`${alias}\nx\n\`\`\``), alias).toContain(`language-${alias}`);
    }
  });

  it('shows code of unknown languages escaped, without highlighting', () => {
    const html = parseMarkdown('```cobol\n<b>DISPLAY</b>\n```');
    expect(html).toContain('&lt;b&gt;DISPLAY&lt;/b&gt;');
    expect(html).not.toContain('hljs-');
  });

  it('shows maths as its TeX source until KaTeX is loaded, and loads it only for texts with $', async () => {
    expect(isMathsLoaded()).toBe(false);
    expect(parseMarkdown('Energy is $E = mc^2$ here.')).toBe('<p>Energy is $E = mc^2$ here.</p>\n');
    expect(mayContainMaths('no maths here')).toBe(false);
    expect(mayContainMaths('$x$')).toBe(true);
    await loadMaths();
    expect(isMathsLoaded()).toBe(true);
  });

  it('renders inline and display maths with KaTeX, as HTML with MathML for screen readers', () => {
    const inline = parseMarkdown('Energy is $E = mc^2$ here.');
    expect(inline).toContain('<span class="katex">');
    expect(inline).toContain('class="katex-html" aria-hidden="true"');
    expect(inline).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    const display = parseMarkdown('$$\n\\frac{a}{b}\n$$');
    expect(display).toContain('<span class="katex-display">');
    expect(display).toContain('class="mfrac"');
    expect(parseMarkdown('Inline $$x^2$$ display.')).toContain('katex-display');
  });

  it('shows bad maths as a KaTeX error instead of failing', () => {
    expect(parseMarkdown('$\\frac{a$ and more')).toMatch(/katex-error|\$\\frac\{a\$/);
  });

  it('does not take prices for maths', () => {
    expect(parseMarkdown('It costs $5 and $10.')).not.toContain('katex');
  });

  it('keeps single line breaks, as Argilla does', () => {
    expect(parseMarkdown('one\ntwo')).toBe('<p>one<br>two</p>\n');
  });

  it('leaves raw HTML for the sanitiser (parse output is never inserted as is)', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toContain('<script>');
  });

  // A parser that backtracks without end on such a text never answers; one that answers renders all of it.
  it('parses a 60 KB text of every construct, each part of it', async () => {
    await loadMaths();
    const block = '## Section\n\nSome *text* with `code`, a [link](https://example.com) and $x_i^2$.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```python\nprint("hi")\n```\n\n';
    const blocks = Math.ceil(60_000 / block.length);
    const html = parseMarkdown(block.repeat(blocks));
    const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;
    expect(count(/<h2>Section<\/h2>/g)).toBe(blocks);
    expect(count(/<table>/g)).toBe(blocks);
    expect(count(/<code class="hljs language-python">/g)).toBe(blocks);
    expect(count(/<a href="https:\/\/example\.com">link<\/a>/g)).toBe(blocks);
    expect(count(/class="katex"/g)).toBe(blocks);
  });

  it('needs a DOM to sanitise', () => {
    expect(() => renderMarkdown('hi')).toThrow(/DOM/);
  });
});

describe('markdown fields: inline styles kept by the sanitiser', () => {
  it("keeps KaTeX's layout styles", () => {
    expect(filterInlineStyle('height:1.0085em;vertical-align:-0.1944em;')).toBe('height:1.0085em;vertical-align:-0.1944em');
    expect(filterInlineStyle('top:-3.063em;margin-right:0.05em;')).toBe('top:-3.063em;margin-right:0.05em');
    expect(filterInlineStyle('position: relative; color: red')).toBe('position:relative;color:red');
  });

  it('drops positioning out of the field, loads and unknown properties', () => {
    expect(filterInlineStyle('position:fixed;inset:0;z-index:9999')).toBe('');
    expect(filterInlineStyle('position:absolute;top:0')).toBe('top:0');
    expect(filterInlineStyle('background-color:url(https://x/t.png)')).toBe('');
    expect(filterInlineStyle('background:url(https://x/t.png)')).toBe('');
    expect(filterInlineStyle('color:expression(alert(1))')).toBe('');
    expect(filterInlineStyle('color:red\\;')).toBe('');
    expect(filterInlineStyle('width:100px; display:none; opacity:0')).toBe('width:100px');
    expect(filterInlineStyle('nonsense')).toBe('');
  });
});
