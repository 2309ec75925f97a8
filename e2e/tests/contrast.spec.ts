import { expect, test, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { BulkView } from '../pages/BulkView';
import { DatasetTeamView } from '../pages/DatasetTeamView';
import { ReviewPage } from '../pages/ReviewPage';
import { SettingsPage } from '../pages/SettingsPage';
import { TeamPage } from '../pages/TeamPage';
import { UserSettingsPage } from '../pages/UserSettingsPage';
import { WorkspacesPage } from '../pages/WorkspacesPage';
import { tokenFor } from '../support/api';
import { richRecord, seedRichDataset } from '../support/annotate-seed';
import { lowContrastText } from '../support/contrast';
import { seedReviewDataset } from '../support/review-seed';
import { sharedServer } from '../support/shared-server';
import { signInWithToken } from '../support/session';

/*
 * Every text of the app's pages reads at WCAG AA contrast against what is behind it, in both themes: the
 * quiet texts too (a question's "(optional)", the counter, the record's id, the progress' labels), the
 * status tags, suggestion badges and the keycaps on a chosen option or a primary button.
 */

async function expectReadable(page: Page, what: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // Colours change with a short transition: the reading is of the page at rest, once the transitions
    // the new theme started have ended (on a busy machine they take longer than they say).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    );
    expect.soft(await lowContrastText(page), `${what}, ${theme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the annotation page, its bulk view and the dataset list', async ({ page }) => {
  test.setTimeout(60_000);
  const { dataset, annotator } = await seedRichDataset({ records: [richRecord(1, { suggested: true }), richRecord(2, { suggested: true })] });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();
  await expectReadable(page, 'the focus view');

  const bulk = new BulkView(page);
  await bulk.goto(dataset.id);
  await expect(bulk.cards.first()).toBeVisible();
  await expectReadable(page, 'the bulk view');

  await page.goto('/');
  await expect(page.getByRole('link', { name: dataset.name })).toBeVisible();
  await expectReadable(page, 'the dataset list');
});

test('the review view and the dataset’s Team page', async ({ page }) => {
  test.setTimeout(60_000);
  const { dataset, reviewer } = await seedReviewDataset();
  await signInWithToken(page, reviewer.token);
  const review = new ReviewPage(page);
  await review.goto(dataset.id);
  await expect(review.record).toBeVisible();
  await expectReadable(page, 'the review view');

  const team = new DatasetTeamView(page);
  await team.goto(dataset.id);
  await expect(team.card('sentiment')).toBeVisible();
  await expectReadable(page, 'the Team page');
});

test('the settings, the people pages and my settings', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const { dataset, admin } = await seedRichDataset({ admin: true });
  await signInWithToken(page, admin!.token);
  const settings = new SettingsPage(page);
  await settings.goto(dataset.id, 'questions');
  await expect(page.getByRole('tab', { name: 'Questions', selected: true })).toBeVisible();
  await expectReadable(page, 'the questions settings');

  const me = new UserSettingsPage(page);
  await me.goto();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectReadable(page, 'my settings');

  const { owner } = sharedServer();
  const ownerPage = await browser.newPage();
  await signInWithToken(ownerPage, await tokenFor(owner.username, owner.password));
  await new TeamPage(ownerPage).goto();
  await expect(ownerPage.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expectReadable(ownerPage, 'the Team list');
  await new WorkspacesPage(ownerPage).goto();
  await expect(ownerPage.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
  await expectReadable(ownerPage, 'the workspaces');
  await ownerPage.close();
});
