// @vitest-environment jsdom
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/features/dataset/annotate/fields/markdown';

/*
 * A comment is markdown any member writes, shown to every other member (admins included) through the
 * app's markdown renderer (`renderMarkdown`: marked, then DOMPurify). Here a hostile comment is
 * rendered, put into a page that runs scripts, and poked (images fail to load, links are clicked): no
 * code of the comment may run.
 */

const HOSTILE = [
  'Looks **wrong** to me, see [the guide](https://example.com/guide).',
  '<img src="x" onerror="window.pwned = (window.pwned || 0) + 1">',
  '<script>window.pwned = 1</script>',
  '<a href="javascript:window.pwned=1">click me</a> and [also](javascript:window.pwned=1)',
  '<svg><script>window.pwned = 1</script><a xlink:href="javascript:window.pwned=1"><text>svg</text></a></svg>',
  '<div onmouseover="window.pwned=1" style="position:fixed;inset:0">overlay</div>',
  '<iframe src="javascript:window.pwned=1"></iframe><object data="javascript:window.pwned=1"></object>',
  '<form action="javascript:window.pwned=1"><button>Go</button></form>',
  '<details open ontoggle="window.pwned=1"><summary>x</summary></details>',
  '<a href="&#106;avascript:window.pwned=1">encoded</a>',
].join('\n\n');

/** A page whose scripts run, as the browser would run them. */
function scriptedPage(html: string) {
  const dom = new JSDOM('<!doctype html><body></body>', { runScripts: 'dangerously' });
  const { document } = dom.window;
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  for (const image of holder.querySelectorAll('img')) image.dispatchEvent(new dom.window.Event('error'));
  for (const element of holder.querySelectorAll('*')) {
    element.dispatchEvent(new dom.window.MouseEvent('mouseover', { bubbles: true }));
    element.dispatchEvent(new dom.window.Event('toggle'));
  }
  for (const link of holder.querySelectorAll('a')) link.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
  return { holder, pwned: (dom.window as unknown as { pwned?: number }).pwned };
}

describe('a hostile comment', () => {
  it('would run in a page as written (the check below would catch it)', () => {
    expect(scriptedPage('<img src="x" onerror="window.pwned = 1">').pwned).toBe(1);
  });

  const html = renderMarkdown(HOSTILE);

  it('renders inert: nothing in it runs when shown, loaded or clicked', () => {
    const { pwned } = scriptedPage(html);
    expect(pwned).toBeUndefined();
  });

  it('keeps its markdown: bold, links to the web (opening apart, without the opener), the image', () => {
    const { holder } = scriptedPage(html);
    expect(holder.querySelector('strong')?.textContent).toBe('wrong');
    const guide = holder.querySelector<HTMLAnchorElement>('a[href="https://example.com/guide"]');
    expect(guide?.textContent).toBe('the guide');
    expect(guide?.getAttribute('target')).toBe('_blank');
    expect(guide?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(holder.querySelector('img')?.getAttribute('src')).toBe('x');
  });

  it('loses scripts, event handlers, javascript: links, frames, forms and layout-breaking styles', () => {
    const { holder } = scriptedPage(html);
    expect(holder.querySelectorAll('script, iframe, object, embed, form, button, style')).toHaveLength(0);
    for (const element of holder.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on/i);
        expect(attribute.value, `${element.tagName} ${attribute.name}`).not.toMatch(/javascript:/i);
      }
    }
    expect(holder.querySelector('div[style]')?.getAttribute('style') ?? '').not.toMatch(/fixed/);
    expect(html).not.toMatch(/javascript:/i);
  });
});
