import { endpoints } from '@gloss/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { BulkView } from '../pages/BulkView';
import { ReviewPage } from '../pages/ReviewPage';
import { TeamPage } from '../pages/TeamPage';
import { WebhooksPage } from '../pages/WebhooksPage';
import { WorkspacesPage } from '../pages/WorkspacesPage';
import { GlossApi, tokenFor } from '../support/api';
import { RICH_FIELDS, RICH_QUESTIONS, richRecord, seedAnnotationDataset } from '../support/annotate-seed';
import { seedCrew } from '../support/people';
import { seedReviewDataset } from '../support/review-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { startGlossServer, type GlossServer } from '../support/server';
import { signInWithToken } from '../support/session';
import { WebhookReceiver } from '../support/webhook-receiver';

/*
 * German is the longest of the app's languages. At 800 px, the narrowest width the app supports, no
 * toolbar control and no dialog button holds more text than its box shows: every word is on screen,
 * wrapped or in full, never cut off (`scrollWidth > clientWidth`) or spilling over its neighbour.
 */

const WIDTH = 800;
const CONTROLS = 'button, a, label, select, [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], th, legend, summary';

/**
 * Text in `scope` wider than its box: a control or anything in it, or any box that cuts its text off.
 * Cutting with an ellipsis is allowed where a tooltip (`title`) holds the whole text; a region that
 * scrolls (a wide table's frame) is not cut text.
 */
async function overflowing(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots, selector) => {
    const found = new Set<string>();
    const check = (element: Element, control: boolean) => {
      if (!(element instanceof HTMLElement) || element.offsetParent === null) return;
      const style = getComputedStyle(element);
      // Inline boxes have no width of their own; a 1 px box is text for screen readers only (visually hidden).
      if (style.display === 'inline' || element.clientWidth <= 1) return;
      if (/(auto|scroll)/.test(style.overflowX)) return;
      if (element.scrollWidth <= element.clientWidth + 1) return;
      const clips = style.overflowX !== 'visible';
      if (!control && !clips) return;
      if (style.textOverflow === 'ellipsis' && element.closest('[title]')) return;
      found.add(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 70)}" (${element.scrollWidth} > ${element.clientWidth})`);
    };
    for (const root of roots) {
      const controls = new Set(root.querySelectorAll(selector));
      for (const element of [root, ...root.querySelectorAll('*')]) {
        const inControl = controls.has(element) || [...controls].some((control) => control.contains(element));
        check(element, inControl);
      }
    }
    return [...found];
  }, CONTROLS);
}

/** Controls that reach past the window's right edge (cut off by it) in `scope`, but for those in a region that scrolls sideways. */
async function pastTheEdge(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots, selector) => {
    const found: string[] = [];
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) if (/(auto|scroll)/.test(getComputedStyle(parent).overflowX)) return true;
      return false;
    };
    for (const root of roots) {
      for (const control of root.querySelectorAll(selector)) {
        if (inScroller(control)) continue;
        const box = control.getBoundingClientRect();
        if (box.width > 0 && box.right > document.documentElement.clientWidth + 1) found.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 70)}"`);
      }
    }
    return found;
  }, CONTROLS);
}

async function expectFits(scope: Locator, what: string): Promise<void> {
  await expect(scope.first()).toBeVisible();
  expect(await overflowing(scope), `cut text in ${what}`).toEqual([]);
  expect(await pastTheEdge(scope), `controls past the window's edge in ${what}`).toEqual([]);
}

/** The dialog open now (every dialog of the app is a native <dialog>). */
const openDialog = (page: Page) => page.locator('dialog[open]');

async function expectDialogFits(page: Page, name: string): Promise<void> {
  await expectFits(openDialog(page), name);
  await saveThemedScreenshots(page, `de-800-dialog-${name}`);
  await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 900 });
});

test('the annotation page’s toolbars, header and dialogs, in German at 800 px', async ({ page }) => {
  test.setTimeout(90_000);
  const seeded = await seedAnnotationDataset({
    fields: RICH_FIELDS,
    questions: RICH_QUESTIONS,
    metadataProperties: [{ name: 'channel', title: 'Kanal', settings: { type: 'terms', values: ['email', 'phone'] } }],
    vectorsSettings: [{ name: 'embedding', title: 'Einbettung', dimensions: 2 }],
    records: [1, 2, 3].map((n) => ({ ...richRecord(n, { suggested: true }), metadata: { channel: 'email' }, vectors: { embedding: [n, 1] } })),
    admin: true,
  });
  await signInWithToken(page, seeded.admin!.token, { language: 'de' });
  const annotate = new AnnotationPage(page);
  // Narrowed by a filter and a search, so the toolbar holds its chips and the reset too.
  await page.goto(`/dataset/${seeded.dataset.id}/annotation-mode?meta.channel=email&q=Prompt`);
  await annotate.openRecordId();
  await expectFits(page.getByRole('banner'), 'the header');
  await expectFits(annotate.toolbar, 'the annotation toolbar');
  // Wrapped into rows that read as rows: the status does not stand alone while the open search starts the next.
  const status = (await annotate.toolbar.locator('select').first().boundingBox())!;
  const search = (await annotate.toolbar.getByTestId('search-box').boundingBox())!;
  expect(Math.abs(search.y + search.height / 2 - (status.y + status.height / 2)), 'the status and the search on one row').toBeLessThan(4);
  await expectFits(annotate.recordHeader, 'the record header');
  await expectFits(annotate.questionnaire.locator('footer'), 'the Submit bar');
  await saveThemedScreenshots(page, 'de-800-annotation-toolbar');

  await annotate.toolbar.getByRole('button', { name: 'Tastenkürzel', exact: false }).click();
  await expectDialogFits(page, 'shortcuts');
  await page.getByRole('banner').getByRole('button', { name: 'Exportieren', exact: true }).click();
  await expectDialogFits(page, 'export');

  const bulk = new BulkView(page);
  await bulk.goto(seeded.dataset.id);
  await expectFits(bulk.annotate.toolbar, 'the bulk view toolbar');
  await expectFits(bulk.header, 'the bulk selection header');
  await expectFits(bulk.questionnaire.locator('footer'), 'the bulk actions');
  await saveThemedScreenshots(page, 'de-800-bulk-toolbar');
});

test('the review view’s toolbar and its reset dialog, in German at 800 px', async ({ page }) => {
  const { dataset, reviewer } = await seedReviewDataset();
  await signInWithToken(page, reviewer.token, { language: 'de' });
  const review = new ReviewPage(page);
  await review.goto(dataset.id);
  await expect(review.record).toBeVisible();
  await expectFits(page.getByTestId('review-toolbar'), 'the review toolbar');
  await expectFits(page.getByTestId('review-record').getByTestId('record-header'), 'the record header under review');
  await saveThemedScreenshots(page, 'de-800-review-toolbar');
  await review.reset.click();
  await expectDialogFits(page, 'review-reset');
});

test('the settings page’s dialogs, in German at 800 px', async ({ page }) => {
  test.setTimeout(90_000);
  const seeded = await seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
    questions: [{ name: 'label', title: 'Label', required: true, settings: { type: 'label_selection', options: [{ value: 'a', text: 'a' }, { value: 'b', text: 'b' }] } }],
    records: [{ fields: { text: 'Ein Datensatz' } }, { fields: { text: 'Noch einer' } }],
    annotators: 2,
    admin: true,
  });
  await signInWithToken(page, seeded.admin!.token, { language: 'de' });
  await page.goto(`/dataset/${seeded.dataset.id}/settings?tab=assignment`);
  const tab = page.getByRole('tabpanel');
  for (const [button, name] of [
    ['Auf Annotatoren aufteilen', 'assignment-split'],
    ['Passende Datensätze zuweisen', 'assignment-rule'],
  ] as const) {
    await tab.getByRole('button', { name: button, exact: true }).click();
    await expectDialogFits(page, name);
  }
  await page.goto(`/dataset/${seeded.dataset.id}/settings?tab=danger`);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Dataset löschen' }).click();
  await expectDialogFits(page, 'delete-dataset');
});

test.describe('pages of their own server', () => {
  test.describe.configure({ mode: 'default' });
  let server: GlossServer;
  let receiver: WebhookReceiver;

  test.beforeAll(async () => {
    server = await startGlossServer({ name: 'german-fit' });
    await seedCrew(new GlossApi(server.baseUrl, { apiKey: server.owner.apiKey }));
    receiver = await WebhookReceiver.start();
  });

  test.afterAll(async () => {
    await receiver?.stop();
    await server?.stop();
  });

  async function signIn(page: Page) {
    await signInWithToken(page, await tokenFor(server.owner.username, server.owner.password, server.baseUrl), { language: 'de' });
  }

  test('the Team page’s toolbar and dialogs, in German at 800 px', async ({ page }) => {
    await signIn(page);
    const team = new TeamPage(page);
    await team.goto('', server.baseUrl);
    await expect(team.rows).toHaveCount(5);
    await expectFits(page.getByRole('main'), 'the Team page');
    await saveThemedScreenshots(page, 'de-800-team');
    await page.getByRole('main').getByRole('button', { name: 'Neuer Benutzer' }).click();
    await expectDialogFits(page, 'team-create');
    for (const [label, name] of [
      ['Passwort von grace zurücksetzen', 'team-reset-password'],
      ['Rolle von grace ändern', 'team-change-role'],
      ['grace löschen', 'team-delete'],
    ] as const) {
      await team.row('grace').getByRole('button', { name: label }).click();
      await expectDialogFits(page, name);
    }
  });

  test('the Workspaces page’s dialogs, in German at 800 px', async ({ page }) => {
    await signIn(page);
    const workspaces = new WorkspacesPage(page);
    await workspaces.goto('archive', server.baseUrl);
    await expectFits(page.getByRole('main'), 'the Workspaces page');
    await page.getByRole('main').getByRole('button', { name: 'Neuer Arbeitsbereich' }).click();
    await expectDialogFits(page, 'workspace-create');
    await workspaces.detail.getByRole('button', { name: 'Arbeitsbereich löschen' }).click();
    await expectDialogFits(page, 'workspace-delete');
  });

  test('the Webhooks page, its delivery log and dialogs, in German at 800 px', async ({ page }) => {
    const api = new GlossApi(server.baseUrl, { apiKey: server.owner.apiKey });
    const webhook = await api.call(endpoints.createWebhook, { body: { url: receiver.url, events: ['record.completed', 'response.created'], description: 'Antworten ins Warehouse' } });
    await api.call(endpoints.pingWebhook, { params: { webhook_id: webhook.id } });
    await signIn(page);
    const webhooks = new WebhooksPage(page);
    await webhooks.goto(server.baseUrl, webhook.id);
    await expect(webhooks.deliveries.first()).toHaveAttribute('data-status', 'delivered');
    await expectFits(page.getByRole('main'), 'the Webhooks page');
    await saveThemedScreenshots(page, 'de-800-webhooks');
    for (const [button, name] of [
      ['Neuer Webhook', 'webhook-new'],
      ['Bearbeiten', 'webhook-edit'],
      ['Geheimnis anzeigen', 'webhook-reveal'],
      ['Löschen', 'webhook-delete'],
    ] as const) {
      await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
      await expectDialogFits(page, name);
    }
  });
});
