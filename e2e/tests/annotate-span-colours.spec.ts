import { expect, test, type Locator, type Page } from '@playwright/test';
import { deltaE, rgbToOklab, type Rgb } from '../../web/src/shared/colour/oklab';
import { AnnotationPage } from '../pages/AnnotationPage';
import { codePointSpan, seedAnnotationDataset } from '../support/annotate-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { signInWithToken } from '../support/session';

/*
 * A span question's labels look different from each other, in both themes: their tags in the label picker
 * and the fills behind annotated text stay a clear perceptual distance apart (ΔE in OKLab), Date and
 * Product included (two near-identical greens before).
 */

const LABELS = [
  { value: 'DATE', text: 'Date' },
  { value: 'PRODUCT', text: 'Product' },
  { value: 'PERSON', text: 'Person' },
  { value: 'PLACE', text: 'Place' },
  { value: 'ORG', text: 'Organisation' },
  { value: 'MONEY', text: 'Money' },
  { value: 'EVENT', text: 'Event' },
  { value: 'QUANTITY', text: 'Quantity' },
];
const TEXT = 'On Monday Ada bought the Gloss Pro in Berlin.';
/** The least ΔE (OKLab × 100) between any two of up to ten labels; 2 is a just noticeable difference. */
const FLOOR = 8;

/** The colours as the browser resolved them (`rgb(…)`, or `color(srgb …)` for a mix), per element. */
async function resolved(elements: Locator, property: string): Promise<Rgb[]> {
  const texts = await elements.evaluateAll((nodes, name) => nodes.map((node) => getComputedStyle(node).getPropertyValue(name)), property);
  return texts.map((text) => {
    const rgb = /rgba?\(([^)]+)\)/.exec(text);
    const srgb = /color\(srgb ([^)/]+)/.exec(text);
    const channels = (rgb?.[1] ?? srgb?.[1] ?? '').trim().split(/[ ,]+/).slice(0, 3).map(Number);
    if (channels.length !== 3 || channels.some(Number.isNaN)) throw new Error(`Not a colour: ${text}`);
    const [r, g, b] = rgb ? channels.map((channel) => channel / 255) : channels;
    return { r: r!, g: g!, b: b! };
  });
}

function closestPair(colours: readonly Rgb[]): number {
  const points = colours.map(rgbToOklab);
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < points.length; i += 1) for (let j = i + 1; j < points.length; j += 1) least = Math.min(least, deltaE(points[i]!, points[j]!));
  return least;
}

async function inTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

test('a span question’s labels keep clearly different colours, in the picker and in the text, in both themes', async ({ page }) => {
  const seeded = await seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
    questions: [{ name: 'entities', title: 'Entities', required: true, settings: { type: 'span', field: 'text', options: LABELS, allow_overlapping: false } }],
    records: [
      {
        fields: { text: TEXT },
        suggestions: { entities: { value: [{ label: 'DATE', ...codePointSpan(TEXT, 'Monday') }, { label: 'PRODUCT', ...codePointSpan(TEXT, 'Gloss Pro') }] } },
      },
    ],
  });
  await signInWithToken(page, seeded.annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(seeded.dataset.id);
  await annotate.openRecordId();
  const chips = annotate.question('entities').getByRole('radiogroup', { name: 'Label for new spans' }).getByRole('radio');
  await expect(chips).toHaveCount(LABELS.length);
  const marks = annotate.spanText.locator('[data-span-key]:not([data-action])');
  await expect(marks).toHaveCount(2);

  for (const theme of ['light', 'dark'] as const) {
    await inTheme(page, theme);
    const tags = await resolved(chips.locator(':scope > span[aria-hidden="true"]'), 'background-color');
    expect(tags).toHaveLength(LABELS.length);
    expect(closestPair(tags), `the label tags in the ${theme} theme`).toBeGreaterThanOrEqual(FLOOR);
    const fills = await resolved(marks, 'background-color');
    expect(closestPair(fills), `Date and Product in the text, ${theme} theme`).toBeGreaterThanOrEqual(FLOOR);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await saveThemedScreenshots(page, 'annotation-span-label-colours');
});
