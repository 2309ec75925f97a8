import { expect, test } from '@playwright/test';
import { AppHeader, StorageBanner } from '../pages/AppHeader';
import { DatasetListPage } from '../pages/DatasetListPage';
import { GlossApi, SEEDED_QUESTION } from '../support/api';
import { saveThemedScreenshots } from '../support/screenshots';
import { seedDraftDatasets, seedPublishedDataset, seedUser, unique } from '../support/seed';
import { signInWithToken } from '../support/session';

const owner = () => GlossApi.asOwner();
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 25 datasets in two fresh workspaces (13 in A, 12 in B, created A-01…A-13 then B-01…B-12), seen by a
 * fresh admin who belongs to exactly those two, so no other test's datasets show up in their list.
 */
async function seedTwoWorkspaces() {
  const api = owner();
  const tag = unique('list');
  const [a, b] = [await api.createWorkspace(`${tag}-ws-a`), await api.createWorkspace(`${tag}-ws-b`)];
  const namesA = Array.from({ length: 13 }, (_, i) => `${tag}-a-${pad(i + 1)}`);
  const namesB = Array.from({ length: 12 }, (_, i) => `${tag}-b-${pad(i + 1)}`);
  const datasetsA = await seedDraftDatasets(a.id, namesA, api);
  const datasetsB = await seedDraftDatasets(b.id, namesB, api);
  const admin = await seedUser('admin', { workspaceIds: [a.id, b.id] });
  return { tag, a, b, namesA, namesB, creationOrder: [...namesA, ...namesB], datasets: [...datasetsA, ...datasetsB], admin };
}

test.describe('the dataset list', () => {
  test('shows the five columns and pages through 25 datasets, 20 to a page by default', async ({ page }) => {
    const { admin, creationOrder } = await seedTwoWorkspaces();
    await signInWithToken(page, admin.token);
    const list = new DatasetListPage(page);

    await list.goto();
    await expect(list.heading).toHaveText('Datasets');
    await expect(list.columnHeaders).toHaveText(['Dataset', 'Workspace', 'Created', 'Updated', 'Team progress']);
    await expect(list.rows).toHaveCount(20);
    await expect(list.range).toHaveText('1–20 of 25');
    await expect(list.pageSize).toHaveValue('20');
    await expect(list.previousPage).toBeDisabled();
    // Default order: last updated first.
    await list.expectNames([...creationOrder].reverse().slice(0, 20));

    await list.nextPage.click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(list.rows).toHaveCount(5);
    await expect(list.range).toHaveText('21–25 of 25');
    await expect(list.nextPage).toBeDisabled();
    await list.expectNames([...creationOrder].reverse().slice(20));

    await list.previousPage.click();
    await expect(list.rows).toHaveCount(20);
    await expect(page).not.toHaveURL(/[?&]page=/);

    await list.pageSize.selectOption('10');
    await expect(page).toHaveURL(/[?&]pageSize=10(&|$)/);
    await expect(list.rows).toHaveCount(10);
    await expect(list.range).toHaveText('1–10 of 25');
    await list.nextPage.click();
    await list.nextPage.click();
    await expect(list.range).toHaveText('21–25 of 25');

    // The URL carries the view, so a reload shows the same page (once the URL has caught up: it follows the
    // page shown once it is painted, a beat later on a busy machine).
    await expect(page).toHaveURL(/[?&]page=3(&|$)/);
    await page.reload();
    await expect(list.range).toHaveText('21–25 of 25');
    await expect(list.pageSize).toHaveValue('10');
    await list.expectNames([...creationOrder].reverse().slice(20));

    await list.pageSize.selectOption('50');
    await expect(list.rows).toHaveCount(25);
    await expect(list.range).toHaveText('1–25 of 25');
    await expect(list.nextPage).toBeDisabled();
  });

  test('filters by name and by workspace, and the URL keeps the filters across a reload', async ({ page }) => {
    const { admin, tag, a, b, namesA, namesB } = await seedTwoWorkspaces();
    await signInWithToken(page, admin.token);
    const list = new DatasetListPage(page);
    await list.goto();
    await expect(list.rows).toHaveCount(20);

    await list.searchFor(`${tag}-a-1`);
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === `${tag}-a-1`);
    await expect(list.nameLinks()).toHaveCount(4);
    expect((await list.nameLinks().allTextContents()).sort()).toEqual(namesA.slice(9));
    await page.reload();
    await expect(list.search).toHaveValue(`${tag}-a-1`);
    await expect(list.nameLinks()).toHaveCount(4);

    await list.search.fill('');
    await expect(page).toHaveURL((url) => !url.searchParams.has('q'));
    await expect(list.range).toHaveText('1–20 of 25');

    expect(await list.workspaceOptions()).toEqual([a.name, b.name]);
    await list.toggleWorkspace(b.name);
    await expect(page).toHaveURL((url) => url.searchParams.get('workspaces') === b.name);
    await expect(list.rows).toHaveCount(12);
    await expect(list.rows.locator('td:nth-child(2)')).toHaveText(Array(12).fill(b.name));
    await page.reload();
    await expect(list.rows).toHaveCount(12);
    expect((await list.nameLinks().allTextContents()).sort()).toEqual(namesB);

    // Both filters at once: a name search inside the chosen workspace; nothing matches, then cleared.
    await list.searchFor(`${tag}-a-`);
    await expect(page.getByRole('heading', { name: 'No datasets match your filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL((url) => url.search === '');
    await expect(list.range).toHaveText('1–20 of 25');
  });

  test('sorts by a column in both directions, the URL keeping the order', async ({ page }) => {
    const { admin, namesA, namesB, creationOrder } = await seedTwoWorkspaces();
    await signInWithToken(page, admin.token);
    const list = new DatasetListPage(page);
    await list.goto('?pageSize=50');
    await expect(list.rows).toHaveCount(25);
    await expect(list.columnHeader('Updated')).toHaveAttribute('aria-sort', 'descending');

    const byName = [...namesA, ...namesB];
    await list.sortBy('Dataset');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'name' && url.searchParams.get('order') === 'asc');
    await expect(list.columnHeader('Dataset')).toHaveAttribute('aria-sort', 'ascending');
    await expect(list.columnHeader('Updated')).not.toHaveAttribute('aria-sort');
    await list.expectNames(byName);

    await list.sortBy('Dataset');
    await expect(list.columnHeader('Dataset')).toHaveAttribute('aria-sort', 'descending');
    await list.expectNames([...byName].reverse());
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'name' && url.searchParams.get('order') === 'desc');
    await page.reload();
    await expect(list.columnHeader('Dataset')).toHaveAttribute('aria-sort', 'descending');
    await list.expectNames([...byName].reverse());

    // Dates start newest first, then oldest first.
    await list.sortBy('Created');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'created_at');
    await expect(list.columnHeader('Created')).toHaveAttribute('aria-sort', 'descending');
    await list.expectNames([...creationOrder].reverse());
    await list.sortBy('Created');
    await expect(list.columnHeader('Created')).toHaveAttribute('aria-sort', 'ascending');
    await list.expectNames(creationOrder);

    // Workspace A to Z, names breaking ties.
    await list.sortBy('Workspace');
    await expect(list.columnHeader('Workspace')).toHaveAttribute('aria-sort', 'ascending');
    await list.expectNames(byName);

    // Two clicks in quick succession: the second reverses the first, even before the URL has caught up.
    await list.sortButton('Dataset').dblclick();
    await expect(list.columnHeader('Dataset')).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'name' && url.searchParams.get('order') === 'desc');
    await list.expectNames([...byName].reverse());
  });

  test('shows the team progress of a dataset with submitted responses from two annotators', async ({ page }) => {
    const api = owner();
    const workspace = await api.createWorkspace(unique('ws-progress'));
    const name = unique('progress');
    const draft = await api.createDataset(workspace.id, name, { minSubmitted: 1 });
    const dataset = await api.publish(draft.dataset.id);
    const records = await api.addRecords(dataset.id, 4);
    const [first, second, admin] = await Promise.all([
      seedUser('annotator', { workspaceIds: [workspace.id] }),
      seedUser('annotator', { workspaceIds: [workspace.id] }),
      seedUser('admin', { workspaceIds: [workspace.id] }),
    ]);
    await first.api.submitResponse(records[0]!.id, { [SEEDED_QUESTION]: 'positive' });
    await first.api.submitResponse(records[1]!.id, { [SEEDED_QUESTION]: 'negative' });
    await second.api.submitResponse(records[2]!.id, { [SEEDED_QUESTION]: 'neutral' });
    expect(await api.getProgress(dataset.id)).toMatchObject({ total: 4, completed: 3, pending: 1 });

    await signInWithToken(page, admin.token);
    const list = new DatasetListPage(page);
    await list.goto();
    const bar = list.progressBar(name);
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuemax', '4');
    await expect(bar).toHaveAttribute('aria-valuetext', '75%');
    await expect(list.row(name)).toContainText('1 left');
    await expect(list.row(name).locator('[title="3/4 completed (75%)"]')).toBeVisible();
  });

  test('opening a dataset from its name or anywhere on its row goes to its annotation page', async ({ page }) => {
    const { dataset, workspace } = await seedPublishedDataset({ records: 1 });
    const annotator = await seedUser('annotator', { workspaceIds: [workspace.id] });
    await signInWithToken(page, annotator.token);
    const list = new DatasetListPage(page);

    await list.goto();
    await list.nameLink(dataset.name).click();
    await expect(page).toHaveURL((url) => url.pathname === `/dataset/${dataset.id}/annotation-mode`);

    await page.goBack();
    await expect(list.row(dataset.name)).toBeVisible();
    await list.clickRow(dataset.name);
    await expect(page).toHaveURL((url) => url.pathname === `/dataset/${dataset.id}/annotation-mode`);
  });

  test('admins and owners get a settings link for each dataset, annotators do not', async ({ browser }) => {
    const { dataset, workspace } = await seedPublishedDataset({ records: 1 });
    const [admin, ownerUser, annotator] = await Promise.all([
      seedUser('admin', { workspaceIds: [workspace.id] }),
      seedUser('owner'),
      seedUser('annotator', { workspaceIds: [workspace.id] }),
    ]);
    const viewers = [
      { user: admin, seesSettings: true },
      { user: ownerUser, seesSettings: true },
      { user: annotator, seesSettings: false },
    ];
    // One browser context each, side by side.
    await Promise.all(
      viewers.map(async ({ user, seesSettings }) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await signInWithToken(page, user.token);
        const list = new DatasetListPage(page);
        // The owner sees every workspace of the shared server: search narrows the list to this dataset.
        await list.goto(`?q=${encodeURIComponent(dataset.name)}`);
        await expect(list.nameLink(dataset.name), user.role).toBeVisible();
        if (seesSettings) {
          await expect(list.settingsLink(dataset.name), user.role).toHaveAttribute('href', `/dataset/${dataset.id}/settings`);
        } else {
          await expect(list.settingsLink(dataset.name), user.role).toHaveCount(0);
        }
        await context.close();
      }),
    );
  });

  test('an admin follows the settings link to the dataset settings page', async ({ page }) => {
    const { dataset, workspace } = await seedPublishedDataset({ records: 1 });
    const admin = await seedUser('admin', { workspaceIds: [workspace.id] });
    await signInWithToken(page, admin.token);
    const list = new DatasetListPage(page);
    await list.goto();
    await list.settingsLink(dataset.name).click();
    await expect(page).toHaveURL((url) => url.pathname === `/dataset/${dataset.id}/settings`);
  });

  test('an annotator sees only the datasets of their own workspaces', async ({ page }) => {
    const api = owner();
    const tag = unique('scope');
    const [mine, other] = [await api.createWorkspace(`${tag}-mine`), await api.createWorkspace(`${tag}-other`)];
    await seedDraftDatasets(mine.id, [`${tag}-visible-1`, `${tag}-visible-2`], api);
    await seedDraftDatasets(other.id, [`${tag}-hidden-1`, `${tag}-hidden-2`], api);
    const annotator = await seedUser('annotator', { workspaceIds: [mine.id] });
    await signInWithToken(page, annotator.token);
    const list = new DatasetListPage(page);

    await list.goto();
    await expect(list.nameLinks()).toHaveText([`${tag}-visible-2`, `${tag}-visible-1`]);
    await expect(list.rows.locator('td:nth-child(2)')).toHaveText([mine.name, mine.name]);
    expect(await list.workspaceOptions()).toEqual([mine.name]);
    await expect(list.settingsLink(`${tag}-visible-1`)).toHaveCount(0);

    // Even a search for the other workspace's names finds nothing.
    await list.searchFor(`${tag}-hidden`);
    await expect(page.getByRole('heading', { name: 'No datasets match your filters' })).toBeVisible();
  });

  test('the list in both themes', async ({ page }) => {
    const { admin } = await seedTwoWorkspaces();
    await signInWithToken(page, admin.token);
    const list = new DatasetListPage(page);
    await list.goto();
    await expect(list.rows).toHaveCount(20);
    // Drafts without records: every progress cell says so.
    await expect(list.table.getByText('No records', { exact: true })).toHaveCount(20);
    await expect(new StorageBanner(page).root).toHaveCount(0);
    await saveThemedScreenshots(page, 'dataset-list');
  });

  test('an annotator without workspaces sees the empty state, in both themes', async ({ page }) => {
    const loner = await seedUser('annotator');
    await signInWithToken(page, loner.token);
    const list = new DatasetListPage(page);
    await page.goto('/');
    await expect(new AppHeader(page).accountButton).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No datasets yet' })).toBeVisible();
    await expect(list.emptyState).toContainText('Ask an administrator to add you to a workspace or to upload records to a dataset.');
    await expect(list.table).toHaveCount(0);
    await saveThemedScreenshots(page, 'dataset-list-empty');
  });

  test('an admin without datasets is told how to install the SDK and create one, in both themes', async ({ page }) => {
    const admin = await seedUser('admin');
    await signInWithToken(page, admin.token);
    await page.goto('/');
    const intro = page.getByRole('main').getByText('Or create it from Python');
    // The README's install line, which a bare `pip install argilla` is not (argilla 2.8 needs `requests` too).
    await expect(intro.locator('code')).toHaveText('pip install "argilla==2.8.*" requests');
    await saveThemedScreenshots(page, 'dataset-list-empty-admin');
  });
});
