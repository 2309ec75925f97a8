import { endpoints, type WebhookDelivery } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { WebhooksPage } from '../pages/WebhooksPage';
import { GlossApi, tokenFor } from '../support/api';
import { saveThemedScreenshots } from '../support/screenshots';
import { startGlossServer, type GlossServer } from '../support/server';
import { signInWithToken } from '../support/session';
import { WebhookReceiver } from '../support/webhook-receiver';

/*
 * A server of the file's own, so the pictures show a few fixed webhooks. A failing delivery is retried
 * once, about 15 s after its first attempt, then given up: the log shows delivered, pending and failed
 * deliveries side by side.
 */
test.describe.configure({ mode: 'default' });

const RETRY_WINDOW_S = 15;

let server: GlossServer;
let api: GlossApi;
let receiver: WebhookReceiver;

test.beforeAll(async () => {
  server = await startGlossServer({
    name: 'webhooks-screenshots',
    env: { GLOSS_WEBHOOK_RETRY_HOURS: String(RETRY_WINDOW_S / 3600), GLOSS_WEBHOOK_RETRY_BASE_MS: '60000' },
  });
  api = new GlossApi(server.baseUrl, { apiKey: server.owner.apiKey });
  receiver = await WebhookReceiver.start('/argilla/events');
});

test.afterAll(async () => {
  await receiver?.stop();
  await server?.stop();
});

async function deliveriesOf(webhookId: string): Promise<WebhookDelivery[]> {
  return (await api.call(endpoints.listWebhookDeliveries, { params: { webhook_id: webhookId }, query: { limit: 50 } })).items;
}

async function ping(webhookId: string): Promise<void> {
  await api.call(endpoints.pingWebhook, { params: { webhook_id: webhookId } });
}

test('the Webhooks page, in both themes', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithToken(page, await tokenFor(server.owner.username, server.owner.password, server.baseUrl));
  const webhooks = new WebhooksPage(page);

  await webhooks.goto(server.baseUrl);
  await expect(webhooks.empty).toBeVisible();
  await saveThemedScreenshots(page, 'webhooks-empty');

  // The form with a refused URL and some events ticked.
  await webhooks.newWebhookButton.click();
  const form = webhooks.formDialog;
  await form.getByLabel('URL').fill('hooks.example.com/argilla');
  await webhooks.eventBox('All dataset events').check();
  await webhooks.eventBox('record.completed').check();
  await webhooks.eventBox('response.created').check();
  await form.getByLabel('Description').fill('Sync answers to the warehouse');
  await form.getByRole('button', { name: 'Create webhook' }).click();
  await expect(form.getByText('URL must be an absolute http or https URL')).toBeVisible();
  await saveThemedScreenshots(page, 'webhooks-form');

  await form.getByLabel('URL').fill(receiver.url);
  await form.getByRole('button', { name: 'Create webhook' }).click();
  await expect(webhooks.secretDialog.getByTestId('webhook-secret')).toBeVisible();
  await saveThemedScreenshots(page, 'webhooks-secret');
  await webhooks.secretDialog.getByRole('button', { name: 'Done' }).click();
  const [warehouse] = (await api.call(endpoints.listWebhooks, {})).items;

  // Two more: one that nobody listens to (switched off), one never sent anything.
  const closedPort = await WebhookReceiver.start();
  await closedPort.stop();
  const chat = await api.call(endpoints.createWebhook, {
    body: { url: closedPort.url.replace('/gloss-events', '/hooks/annotation-chat'), events: ['response.created', 'response.updated'], description: 'Post new answers to the team chat' },
  });
  await api.call(endpoints.createWebhook, { body: { url: 'https://ci.example.com/argilla/retrain', events: ['record.completed', 'dataset.published'] } });

  // Real events, delivered; then a receiver that fails: given up after the window, and one still waiting.
  const workspace = await api.createWorkspace('research');
  const { dataset } = await api.createDataset(workspace.id, 'customer-reviews');
  await api.publish(dataset.id);
  await ping(warehouse!.id);
  await expect.poll(async () => (await deliveriesOf(warehouse!.id)).every((d) => d.status === 'delivered'), { timeout: 15_000 }).toBe(true);
  receiver.status = 500;
  await ping(warehouse!.id);
  await ping(chat.id);
  await expect
    .poll(async () => (await deliveriesOf(warehouse!.id)).filter((d) => d.status === 'failed').length, { timeout: 30_000 })
    .toBe(1);
  await expect.poll(async () => (await deliveriesOf(chat.id))[0]?.status, { timeout: 30_000 }).toBe('failed');
  await api.call(endpoints.updateWebhook, { params: { webhook_id: chat.id }, body: { enabled: false } });
  await ping(warehouse!.id);
  await expect.poll(async () => (await deliveriesOf(warehouse!.id))[0]?.attempts, { timeout: 10_000 }).toBe(1);

  await webhooks.goto(server.baseUrl, warehouse!.id);
  await expect(webhooks.deliveries).toHaveCount((await deliveriesOf(warehouse!.id)).length);
  await expect(webhooks.deliveries.first()).toHaveAttribute('data-status', 'pending');
  await expect(webhooks.deliveries.first().getByTestId('delivery-retry')).toContainText('Next try in');
  await saveThemedScreenshots(page, 'webhooks-log');

  await webhooks.listItem('/hooks/annotation-chat').click();
  await expect(webhooks.enabledSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(webhooks.deliveries.first().getByTestId('delivery-error')).toContainText('connection refused');
  await saveThemedScreenshots(page, 'webhooks-disabled-failed');

  await webhooks.listItem(receiver.url).click();
  await webhooks.revealButton.click();
  await webhooks.revealDialog.getByRole('button', { name: 'Reveal secret' }).click();
  await expect(webhooks.revealDialog.getByTestId('webhook-secret')).toHaveText(warehouse!.secret);
  await saveThemedScreenshots(page, 'webhooks-reveal');
});
