import { expect, test, type Locator } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { seedLabelDataset } from '../support/annotate-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { signInWithToken } from '../support/session';

/*
 * Discard, Save as draft and Submit share the width of the questions column, each with its keys beside its
 * label. Where a label and its keys do not fit on one line, the keys go under the label; the label itself
 * breaks only where it is wider than its button on its own ("Als Entwurf speichern" in a narrow column),
 * never because of the keys: "Save as draft" read as "Save as / draft" at 1,280 px.
 */

const WIDTHS = [800, 1024, 1280, 1440, 1920] as const;
const LANGUAGES = ['en', 'de', 'es'] as const;

/** Each action button whose label takes more lines than it needs: it would fit on one line of its button. */
function needlesslyWrapped(footer: Locator): Promise<string[]> {
  return footer.evaluate((root) => {
    const found: string[] = [];
    for (const button of root.querySelectorAll<HTMLButtonElement>('button')) {
      const label = button.querySelector<HTMLElement>(':scope > span:first-child');
      if (!label || !button.querySelector('kbd')) continue;
      const range = document.createRange();
      range.selectNodeContents(label);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
      // The label's own width on one line, against the room its button has for it.
      const probe = label.cloneNode(true) as HTMLElement;
      Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', whiteSpace: 'nowrap', width: 'auto' });
      button.append(probe);
      const oneLine = probe.getBoundingClientRect().width;
      probe.remove();
      const style = getComputedStyle(button);
      const room = button.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (lines > 1 && oneLine <= room) found.push(`"${label.textContent}" on ${lines} lines, ${Math.round(oneLine)} px of ${Math.round(room)}`);
    }
    return found;
  });
}

for (const language of LANGUAGES) {
  test(`the Submit bar's labels break only when they must, in ${language} from 800 to 1,920 px`, async ({ page }) => {
    const { dataset, annotator } = await seedLabelDataset(['The parcel came late.', 'The refund never came.']);
    await signInWithToken(page, annotator.token, { language });
    const annotate = new AnnotationPage(page);
    await annotate.goto(dataset.id);
    await annotate.openRecordId();
    const footer = annotate.questionnaire.locator('footer');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(footer.locator('kbd').first()).toBeVisible();
      expect(await needlesslyWrapped(footer), `at ${width} px`).toEqual([]);
    }
    if (language === 'en') {
      await page.setViewportSize({ width: 1280, height: 800 });
      await saveThemedScreenshots(page, 'annotation-actions-1280');
    }
  });
}
