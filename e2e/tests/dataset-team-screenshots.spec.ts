import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { AssignmentTab } from '../pages/AssignmentTab';
import { DatasetTeamView } from '../pages/DatasetTeamView';
import { seedAssignmentDataset } from '../support/assignment-seed';
import { seedReviewDataset } from '../support/review-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import type { SeededUser } from '../support/seed';
import { signInWithToken } from '../support/session';

const SIZES = [
  { language: 'en', width: 1440, height: 900 },
  { language: 'de', width: 800, height: 1000 },
] as const;

for (const { language, width, height } of SIZES) {
  test(`the Team page in ${language} at ${width} px, in both themes`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { dataset, reviewer, outsider, annA, records } = await seedReviewDataset();
    // A draft, so every column has something.
    await annA.api.call(endpoints.createResponse, { params: { record_id: records[4]!.id }, body: { values: { sentiment: { value: 'neutral' } }, status: 'draft' } });
    await page.setViewportSize({ width, height });
    await signInWithToken(page, reviewer.token, { language });
    const team = new DatasetTeamView(page);
    await team.goto(dataset.id);
    await expect(team.card('sentiment')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await saveThemedScreenshots(page, `dataset-team-${language}-${width}`);

    const context = await browser.newContext({ viewport: { width, height: 700 } });
    const other = await context.newPage();
    await signInWithToken(other, outsider.token, { language });
    const refused = new DatasetTeamView(other);
    await refused.goto(dataset.id);
    await expect(refused.reviewersOnly).toBeVisible();
    await saveThemedScreenshots(other, `dataset-team-${language}-${width}-annotator`);
    await context.close();
  });

  test(`the Assignment tab in ${language} at ${width} px, in both themes`, async ({ page }) => {
    test.setTimeout(120_000);
    const seeded = await seedAssignmentDataset();
    const [annA, annB] = seeded.annotators as [SeededUser, SeededUser];
    await page.setViewportSize({ width, height });
    await signInWithToken(page, seeded.admin.token, { language });
    const tab = new AssignmentTab(page);
    await page.goto(`/dataset/${seeded.dataset.id}/settings?tab=assignment`);
    await expect(tab.strategy).toHaveAttribute('data-strategy', 'overlap');
    await saveThemedScreenshots(page, `assignment-${language}-${width}-overlap`);

    const buttons = language === 'de' ? { split: 'Auf Annotatoren aufteilen', rule: 'Passende Datensätze zuweisen', add: 'Bedingung hinzufügen' } : { split: 'Split among annotators', rule: 'Assign matching records', add: 'Add condition' };
    await tab.root.getByRole('button', { name: buttons.split, exact: true }).click();
    await tab.person(tab.splitDialog, annA.username).check();
    await tab.person(tab.splitDialog, annB.username).check();
    await saveThemedScreenshots(page, `assignment-${language}-${width}-split`);
    await page.keyboard.press('Escape');

    await tab.root.getByRole('button', { name: buttons.rule, exact: true }).click();
    await tab.person(tab.ruleDialog, annA.username).check();
    await tab.ruleDialog.getByRole('button', { name: buttons.add }).click();
    await tab.ruleDialog.getByTestId('rule-condition').getByRole('checkbox', { name: 'de', exact: true }).check();
    await tab.ruleDialog.getByRole('textbox').first().fill('refund');
    await saveThemedScreenshots(page, `assignment-${language}-${width}-rule`);
    await page.keyboard.press('Escape');

    await seeded.owner.call(endpoints.assignMatching, {
      params: { dataset_id: seeded.dataset.id },
      body: { user_ids: [annA.id], query: null, filters: { and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'lang' }, values: ['de'] }] }, replace: false },
    });
    await seeded.owner.call(endpoints.assignMatching, {
      params: { dataset_id: seeded.dataset.id },
      body: { user_ids: [annB.id], query: { text: { q: 'refund' } }, filters: null, replace: false },
    });
    await seeded.owner.call(endpoints.updateReviewers, { params: { dataset_id: seeded.dataset.id }, body: { user_ids: [annB.id] } });
    await page.reload();
    await expect(tab.strategy).toHaveAttribute('data-strategy', 'assigned');
    await saveThemedScreenshots(page, `assignment-${language}-${width}-assigned`);

    // The annotation page's header with the dataset nav.
    const annotate = new AnnotationPage(page);
    await annotate.goto(seeded.dataset.id);
    await annotate.openRecordId();
    await saveThemedScreenshots(page, `dataset-nav-${language}-${width}-annotation`);
  });
}
