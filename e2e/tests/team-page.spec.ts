import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { DatasetTeamView } from '../pages/DatasetTeamView';
import { GlossApi } from '../support/api';
import { statusOf } from '../support/people';
import { seedReviewDataset } from '../support/review-seed';
import { seedUser } from '../support/seed';
import { signInWithToken } from '../support/session';

/** Two decimals as the page writes a figure in English. */
const figure = (value: number) => value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test("the progress table shows each member's counts as the annotators left them", async ({ page }) => {
  const seeded = await seedReviewDataset();
  const { dataset, annA, annB, reviewer, outsider } = seeded;
  // ann-a leaves a draft on the record nobody answered, ann-b discards it.
  await annA.api.call(endpoints.createResponse, {
    params: { record_id: seeded.records[4]!.id },
    body: { values: { sentiment: { value: 'neutral' } }, status: 'draft' },
  });
  await annB.api.call(endpoints.createResponse, { params: { record_id: seeded.records[4]!.id }, body: { values: {}, status: 'discarded' } });
  const progress = await GlossApi.asOwner().call(endpoints.getTeamProgress, { params: { dataset_id: dataset.id } });
  await signInWithToken(page, reviewer.token);
  const team = new DatasetTeamView(page);
  await team.goto(dataset.id);

  await expect(team.navLink('Team')).toHaveAttribute('aria-current', 'page');
  await expect(team.total('records')).toHaveText('5');
  await expect(team.total('disagreements')).toHaveText('3');
  for (const kind of ['completed', 'pending', 'validated', 'needsReview'] as const) {
    const key = kind === 'needsReview' ? 'needs_review' : kind;
    await expect(team.total(kind), kind).toHaveText(String(progress[key]));
  }

  // What each of them did, as seeded.
  const expected = {
    [annA.username]: { submitted: '4', discarded: '0', draft: '1', assigned: '—Not assigned' },
    [annB.username]: { submitted: '4', discarded: '1', draft: '0', assigned: '—Not assigned' },
    [reviewer.username]: { submitted: '0', discarded: '0', draft: '0', assigned: '—Not assigned' },
    [outsider.username]: { submitted: '0', discarded: '0', draft: '0', assigned: '—Not assigned' },
  };
  for (const [username, counts] of Object.entries(expected)) {
    for (const [column, value] of Object.entries(counts)) await expect(team.cell(username, column), `${username} ${column}`).toHaveText(value);
  }
  // Pending and pace as the API gives them; the reviewer carries the badge; the most submitted come first.
  for (const member of progress.members.filter((one) => one.username in expected)) {
    await expect(team.cell(member.username, 'pending')).toHaveText(member.pending.toLocaleString('en'));
    await expect(team.cell(member.username, 'pace')).toHaveText(member.pace_per_hour.toLocaleString('en', { maximumFractionDigits: 1 }));
  }
  await expect(team.member(reviewer.username)).toContainText('Reviewer');
  await expect(team.member(annA.username).getByText('Reviewer')).toHaveCount(0);
  await expect(team.cell(annA.username, 'lastActivity')).not.toHaveText('Never');
  await expect(team.cell(outsider.username, 'lastActivity')).toHaveText('Never');
  const firstTwo = await team.members.locator('tbody tr').evaluateAll((rows) => rows.slice(0, 2).map((row) => row.getAttribute('data-username')));
  expect(firstTwo.sort()).toEqual([annA.username, annB.username].sort());

  // Sorting by name, from the column's header.
  await team.members.getByRole('button', { name: 'Member' }).click();
  const names = await team.members.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-username')));
  expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!)));
});

test('each agreement card shows the figure the API gives, and its disagreement link opens the review view filtered to it', async ({ page }) => {
  const { dataset, reviewer } = await seedReviewDataset();
  const agreement = await GlossApi.asOwner().call(endpoints.getAgreement, { params: { dataset_id: dataset.id } });
  await signInWithToken(page, reviewer.token);
  const team = new DatasetTeamView(page);
  await team.goto(dataset.id);

  for (const question of agreement.questions) {
    const card = team.card(question.question);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(question.title);
    const headline = question.overall[0];
    if (!headline) continue;
    await expect(card.getByTestId('agreement-headline'), question.question).toHaveAttribute('data-metric', headline.metric);
    await expect(card.getByTestId('agreement-value'), question.question).toHaveText(headline.value === null ? 'Not enough data' : figure(headline.value));
    await expect(card).toContainText(`On ${question.records} records answered by two or more annotators`);
  }
  const sentiment = agreement.questions.find((question) => question.question === 'sentiment')!;
  const card = team.card('sentiment');
  // Two annotators: their Cohen's kappa is the headline, named in words, and the figure of both cells of the
  // 2 x 2 matrix; Krippendorff's alpha is among the other measures.
  expect(sentiment.overall[0]!.metric).toBe('cohen_kappa');
  await expect(card.getByTestId('agreement-headline')).toContainText('Cohen’s kappa');
  await expect(card.getByTestId('agreement-other-figure').filter({ hasText: 'Krippendorff’s alpha' })).toHaveCount(1);
  const pair = sentiment.pairs[0]!;
  expect(pair.metric).toBe('cohen_kappa');
  const cells = card.getByTestId('agreement-matrix').getByTestId('agreement-pair');
  await expect(cells).toHaveCount(2);
  await expect(cells.first()).toContainText(pair.value === null ? '?' : figure(pair.value));
  // Multi-label questions list their labels.
  await expect(team.card('topics').getByTestId('agreement-label')).toHaveCount(3);

  const link = card.getByTestId('agreement-disagreements');
  await expect(link).toHaveText(`${sentiment.disagreements} records disagree→`);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === `/dataset/${dataset.id}/review` && url.searchParams.get('disagreement') === 'sentiment');
  await expect(page.getByRole('navigation', { name: 'Dataset pages' }).getByRole('link', { name: 'Review', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('an annotator who does not review sees progress but no agreement, and no Review link', async ({ page }) => {
  const { dataset, outsider } = await seedReviewDataset();
  await signInWithToken(page, outsider.token);
  const team = new DatasetTeamView(page);
  await team.goto(dataset.id);
  await expect(team.members).toBeVisible();
  await expect(team.reviewersOnly).toHaveText('Agreement between annotators is shown to the dataset’s reviewers and admins.');
  await expect(page.getByTestId('agreement-card')).toHaveCount(0);
  // Whether answers differ is the reviewers' to know: the totals leave that count out.
  await expect(team.total('records')).toHaveText('5');
  await expect(team.total('disagreements')).toHaveCount(0);
  await expect(team.navLink('Review')).toHaveCount(0);
  await expect(team.navLink('Annotate')).toBeVisible();
  // As the API says.
  expect(await statusOf(outsider.api, endpoints.getAgreement, { params: { dataset_id: dataset.id } })).toBe(403);
});

test('the keyboard moves through the dataset nav and follows a link, then through the settings tabs to Assignment', async ({ page }) => {
  const { dataset, admin } = await seedReviewDatasetWithAdmin();
  await signInWithToken(page, admin.token);
  const team = new DatasetTeamView(page);
  await team.goto(dataset.id);
  await expect(team.members).toBeVisible();

  await team.navLink('Annotate').focus();
  for (const name of ['Review', 'Team', 'Settings']) {
    await page.keyboard.press('Tab');
    await expect(team.navLink(name)).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(team.navLink('Team')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/dataset/${dataset.id}/settings`);

  const general = page.getByRole('tab', { name: 'General', exact: true });
  await general.focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Danger zone' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  const assignment = page.getByRole('tab', { name: 'Assignment', exact: true });
  await expect(assignment).toBeFocused();
  await expect(assignment).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=assignment/);
  // Into the tab: the first action opens its dialog from the keyboard, Escape closes it.
  const split = page.getByRole('button', { name: 'Split among annotators', exact: true });
  await split.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('split-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('split-dialog')).toHaveCount(0);
});

test('arrow keys pressed in quick succession move one settings tab each, from the tab that has focus', async ({ page }) => {
  const { dataset, admin } = await seedReviewDatasetWithAdmin();
  await signInWithToken(page, admin.token);
  await page.goto(`/dataset/${dataset.id}/settings`);
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await tab('General').focus();
  // No wait between the presses: each must move on from the tab the one before chose.
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  await expect(tab('Assignment')).toBeFocused();
  await expect(tab('Assignment')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=assignment/);
  for (const key of ['ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  await expect(tab('General')).toBeFocused();
  await expect(tab('General')).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/tab=/);
});

async function seedReviewDatasetWithAdmin() {
  const seeded = await seedReviewDataset();
  const admin = await seedUser('admin', { workspaceIds: [seeded.workspace.id] });
  return { ...seeded, admin };
}
