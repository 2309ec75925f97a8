import { endpoints } from '@gloss/contract';
import { type Browser, expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { AssignmentTab } from '../pages/AssignmentTab';
import { DatasetTeamView } from '../pages/DatasetTeamView';
import { ExportDialog } from '../pages/ExportDialog';
import { ReviewPage } from '../pages/ReviewPage';
import { GlossApi } from '../support/api';
import { queueOf, seedAssignmentDataset } from '../support/assignment-seed';
import { parseJsonLines } from '../support/export-files';
import type { SeededUser } from '../support/seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { signInWithToken } from '../support/session';

// One team's whole loop, in four people's browsers: it is the longest journey of the suite.
test.describe.configure({ timeout: 180_000 });

/** What each ticket is about: the answer every annotator gives, except the one who always says `billing`. */
const TOPICS = ['refund', 'refund', 'shipping', 'shipping', 'refund', 'billing'] as const;

async function openAs(browser: Browser, user: SeededUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithToken(page, user.token);
  return { context, page };
}

test('a team of three assigns, annotates, measures its agreement and settles the final answers, which the export carries', async ({ page, browser }) => {
  const seeded = await seedAssignmentDataset();
  const datasetId = seeded.dataset.id;
  const [annA, annB, annC] = seeded.annotators as [SeededUser, SeededUser, SeededUser];
  const ticketOf = new Map(seeded.records.map((record, index) => [record.id, index]));

  // 1. The admin splits the six tickets among the three annotators, two to each ticket.
  await signInWithToken(page, seeded.admin.token);
  const tab = new AssignmentTab(page);
  await tab.goto(datasetId);
  await tab.action('Split among annotators').click();
  for (const annotator of [annA, annB, annC]) await tab.person(tab.splitDialog, annotator.username).check();
  await tab.splitDialog.getByRole('spinbutton', { name: 'Annotators per record' }).fill('2');
  await tab.splitDialog.getByRole('button', { name: 'Split records' }).click();
  await expect(tab.strategy).toHaveAttribute('data-strategy', 'assigned');
  for (const annotator of [annA, annB, annC]) await expect(tab.assignedTo(annotator.username)).toHaveText('4');

  // 2. Each annotator's queue holds only their four tickets. Ann A answers hers in the app; B and C through
  //    the API. B always answers `billing`, so B disagrees with whoever shares a ticket that is not about billing.
  const queues = new Map<SeededUser, string[]>();
  for (const annotator of [annA, annB, annC]) queues.set(annotator, await queueOf(annotator, datasetId));
  for (const queue of queues.values()) expect(queue).toHaveLength(4);

  const a = await openAs(browser, annA);
  const annotate = new AnnotationPage(a.page);
  await annotate.goto(datasetId);
  await expect(annotate.counter).toHaveText('1 of 4');
  for (let answered = 0; answered < 4; answered++) {
    const recordId = await annotate.openRecordId();
    expect(queues.get(annA)).toContain(recordId);
    await annotate.question('topic').getByRole('radio', { name: new RegExp(TOPICS[ticketOf.get(recordId)!]) }).click();
    await annotate.submit.click();
    if (answered < 3) await expect(annotate.recordCard).not.toHaveAttribute('data-record-id', recordId);
  }
  await expect(annotate.emptyQueue).toBeVisible();
  await a.context.close();
  for (const recordId of queues.get(annB)!) await annB.api.submitResponse(recordId, { topic: 'billing' });
  for (const recordId of queues.get(annC)!) await annC.api.submitResponse(recordId, { topic: TOPICS[ticketOf.get(recordId)!] });

  // Which tickets disagree: B's, unless they are about billing.
  const disagreeing = queues.get(annB)!.filter((recordId) => TOPICS[ticketOf.get(recordId)!] !== 'billing');
  expect(disagreeing.length).toBeGreaterThan(0);

  // 3. The Team page shows the agreement the API computes, and where the disagreements are.
  const team = new DatasetTeamView(page);
  await team.goto(datasetId);
  const agreement = await GlossApi.asOwner().call(endpoints.getAgreement, { params: { dataset_id: datasetId } });
  const topic = agreement.questions.find((question) => question.question === 'topic')!;
  expect(topic.records).toBe(6);
  expect(topic.disagreements).toBe(disagreeing.length);
  const card = team.card('topic');
  const headline = topic.overall[0]!;
  await expect(card.getByTestId('agreement-headline')).toHaveAttribute('data-metric', headline.metric);
  await expect(card.getByTestId('agreement-value')).toHaveText(headline.value!.toFixed(2).replace('-', '−'));
  await expect(team.cell(annB.username, 'submitted')).toHaveText('4');

  // 4. One click away: the review of the disagreeing tickets. The admin takes the other annotator's answer
  //    on each and validates it.
  await card.getByTestId('agreement-disagreements').click();
  await expect(page).toHaveURL(new RegExp(`/dataset/${datasetId}/review\\?.*disagreement=topic`));
  const review = new ReviewPage(page);
  await expect(review.counter).toContainText(String(disagreeing.length));
  for (let settled = 0; settled < disagreeing.length; settled++) {
    await expect(review.record).toBeVisible();
    const recordId = (await review.record.getAttribute('data-record-id'))!;
    expect(disagreeing).toContain(recordId);
    const other = [annA, annC].find((annotator) => queues.get(annotator)!.includes(recordId))!;
    await review.acceptAll(other.username).click();
    await expect(review.finalOption('topic', TOPICS[ticketOf.get(recordId)!])).toBeChecked();
    await review.validate.click();
    if (settled < disagreeing.length - 1) await expect(review.record).not.toHaveAttribute('data-record-id', recordId);
  }
  // The last one stays on screen, validated; nothing is left to review.
  await expect(review.validatedBanner).toBeVisible();
  await page.reload();
  await expect(review.empty).toBeVisible();

  await team.goto(datasetId);
  await expect(team.total('validated')).toHaveText(String(disagreeing.length));

  // The annotation page's progress panel has each annotator's counts and the validated records too.
  await page.goto(`/dataset/${datasetId}/annotation-mode`);
  const panel = page.getByTestId('panel-team-members');
  await expect(panel.getByTestId('panel-member')).toHaveCount(3);
  for (const annotator of [annA, annB, annC]) {
    await expect(panel.locator(`[data-username="${annotator.username}"] [data-status="submitted"] dd`)).toHaveText('4');
  }
  await expect(panel.getByTestId('panel-validated')).toHaveText(new RegExp(`^${disagreeing.length} records? validated by a reviewer$`));
  await panel.scrollIntoViewIfNeeded();
  await saveThemedScreenshots(page, 'progress-panel-team');

  // 5. The export carries each validated ticket's final answer beside every annotator's response.
  const exporter = new ExportDialog(page);
  await page.goto(`/dataset/${datasetId}/settings`);
  await exporter.open();
  await exporter.format('JSON Lines').check();
  const rows = parseJsonLines((await exporter.downloadFile()).bytes);
  expect(rows).toHaveLength(6);
  for (const row of rows) {
    const recordId = row._server_id as string;
    const expected = disagreeing.includes(recordId) ? TOPICS[ticketOf.get(recordId)!] : null;
    expect(row['topic.final'], recordId).toEqual(expected);
    expect(row['topic.responses'] as unknown[]).toHaveLength(2);
    if (expected) expect(row['final.validated_by']).toBe(seeded.admin.id);
  }
});
