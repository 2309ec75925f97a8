import { expect, test } from '@playwright/test';
import { seedPublishedDataset } from '../support/seed';

// The plumbing every other browser test stands on: a real server, API seeding, the app served at `/`.
test('the server seeds data through its API and serves the web app at / and at deep links', async ({ page }) => {
  const { api, dataset, records } = await seedPublishedDataset({ records: 3 });
  expect(records).toHaveLength(3);
  expect(await api.getProgress(dataset.id)).toMatchObject({ total: 3, completed: 0, pending: 3 });

  for (const path of ['/', `/dataset/${dataset.id}/annotation-mode`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['content-type'], path).toMatch(/^text\/html/);
    await expect(page.locator('#root')).toBeAttached();
  }
});
