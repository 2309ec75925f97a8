import { expect, test, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { seedAnnotationDataset } from '../support/annotate-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { readPreferences, signInWithToken } from '../support/session';

const GUIDELINES = 'Label each message by its **intent**.\n\n1. Pick the closest intent\n2. Rate how urgent it is\n3. Say why, in a few words';
const INTENTS = ['customer_service', 'billing_query', 'shipping_delay', 'spam_or_junk', 'other_topic'];

/** A dataset whose labels have underscores and descenders, a suggestion, metadata, guidelines and a draft. */
async function seedLookDataset() {
  const seeded = await seedAnnotationDataset({
    fields: [{ name: 'message', title: 'Customer message', required: true, settings: { type: 'text' } }],
    questions: [
      { name: 'intent', title: 'Intent', required: true, settings: { type: 'label_selection', options: INTENTS.map((value) => ({ value, text: value })) } },
      { name: 'urgency', title: 'Urgency', required: true, settings: { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) } },
      { name: 'reason', title: 'Reason', required: false, settings: { type: 'text' } },
    ],
    metadataProperties: [{ name: 'channel', title: 'Channel', settings: { type: 'terms', values: ['email', 'phone'] } }],
    records: [
      {
        fields: { message: 'My parcel is late again, and nobody answers the phone. Can you help me quickly?' },
        suggestions: { intent: { value: 'shipping_delay', score: 0.82, agent: 'intent-model' } },
        metadata: { channel: 'email' },
      },
      { fields: { message: 'Why was I charged twice this month?' }, metadata: { channel: 'phone' } },
    ],
    guidelines: GUIDELINES,
  });
  // One draft of the person's, so the toolbar counts it.
  await seeded.annotator.api.submitResponse(seeded.records[1]!.id, { intent: 'billing_query' }, 'draft');
  return seeded;
}

async function guidelinesHeight(page: Page): Promise<number> {
  return (await page.getByTestId('guidelines-pane').boundingBox())?.height ?? 0;
}

test('the guidelines fold away to their title, per dataset, and stay folded after a reload', async ({ page }) => {
  const { dataset, annotator } = await seedLookDataset();
  const other = await seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
    questions: [{ name: 'label', title: 'Label', required: true, settings: { type: 'label_selection', options: [{ value: 'a', text: 'a' }, { value: 'b', text: 'b' }] } }],
    records: [{ fields: { text: 'Another dataset' } }],
    guidelines: 'Other guidelines',
  });
  await other.owner.addWorkspaceMember(other.workspace.id, annotator.id);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();

  const content = annotate.guidelinesPane.locator('strong');
  await expect(content).toHaveText('intent');
  await expect(annotate.guidelinesToggle).toHaveAttribute('aria-expanded', 'true');
  const open = await guidelinesHeight(page);
  const recordsOpen = (await annotate.recordCard.locator('xpath=ancestor::*[@aria-busy][1]').boundingBox())?.height ?? 0;

  await annotate.guidelinesToggle.click();
  await expect(annotate.guidelinesToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(content).toBeHidden();
  expect(await guidelinesHeight(page)).toBeLessThan(60);
  expect(open).toBeGreaterThan(150);
  // The records take the room the guidelines gave back.
  const recordsFolded = (await annotate.recordCard.locator('xpath=ancestor::*[@aria-busy][1]').boundingBox())?.height ?? 0;
  expect(recordsFolded).toBeGreaterThan(recordsOpen + 100);
  expect(await readPreferences(page)).toMatchObject({ collapsed: { [`${dataset.id}-guidelines`]: true } });
  await saveThemedScreenshots(page, 'annotation-guidelines-folded');

  await page.reload();
  await annotate.openRecordId();
  await expect(annotate.guidelinesToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(content).toBeHidden();

  // Another dataset keeps its own.
  await annotate.goto(other.dataset.id);
  await annotate.openRecordId();
  await expect(annotate.guidelinesToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(annotate.guidelinesPane).toContainText('Other guidelines');

  // Unfolded again, and so after a reload.
  await annotate.goto(dataset.id);
  await annotate.openRecordId();
  await annotate.guidelinesToggle.press('Enter');
  await expect(content).toHaveText('intent');
  await page.reload();
  await annotate.openRecordId();
  await expect(annotate.guidelinesToggle).toHaveAttribute('aria-expanded', 'true');
  expect(await readPreferences(page)).not.toHaveProperty('collapsed');
});

const LOOKS = {
  en: { pending: 'Pending', drafts: '1 draft', draft: 'Save as draft' },
  de: { pending: 'Offen', drafts: '1 Entwurf', draft: 'Als Entwurf speichern' },
  es: { pending: 'Pendiente', drafts: '1 borrador', draft: 'Guardar borrador' },
} as const;

for (const [language, words] of Object.entries(LOOKS)) {
  test(`the annotation page in ${language} at 800 and 1440 px, in both themes: labels whole, buttons holding their words, one status word`, async ({ page }) => {
    const { dataset, annotator } = await seedLookDataset();
    await signInWithToken(page, annotator.token, { language });
    const annotate = new AnnotationPage(page);

    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await annotate.goto(dataset.id);
      await annotate.openRecordId();
      await expect(annotate.recordStatus).toHaveText(words.pending);
      await expect(annotate.draftCount).toHaveText(words.drafts);

      // A label keeps its underscores and descenders: its text box is not cut below the baseline.
      const chip = annotate.question('intent').locator('[data-value="customer_service"]');
      await expect(chip).toContainText('customer_service');
      const text = chip.getByText('customer_service', { exact: true });
      const room = await text.evaluate((element) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const metrics = context.measureText(element.textContent ?? '');
        return { height: element.clientHeight, needed: metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent, cut: element.scrollWidth > element.clientWidth };
      });
      expect(room.height).toBeGreaterThanOrEqual(Math.floor(room.needed));
      expect(room.cut).toBe(false);

      // Each action's words stay inside its button.
      const draftButton = annotate.questionnaire.locator('footer').getByRole('button', { name: new RegExp(`^${words.draft}`) });
      const overflow = await draftButton.evaluate((button) => button.scrollWidth > button.clientWidth);
      expect(overflow).toBe(false);

      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await saveThemedScreenshots(page, `annotation-look-${language}-${width}`);
    }

    // The record menu's metadata table, in the language.
    await page.setViewportSize({ width: 1440, height: 900 });
    await annotate.recordMenu.click();
    await annotate.recordMenuPanel.getByRole('menuitem').first().click();
    await expect(annotate.recordMenuPanel.getByRole('table')).toContainText('email');
    await saveThemedScreenshots(page, `annotation-look-${language}-metadata`);
  });
}
