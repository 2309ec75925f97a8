import { endpoints } from '@gloss/contract';
import { expect, test, type Page } from '@playwright/test';
import { WebhooksPage } from '../pages/WebhooksPage';
import { GlossApi, tokenFor } from '../support/api';
import { saveThemedScreenshots } from '../support/screenshots';
import { startGlossServer, type GlossServer } from '../support/server';
import { signInWithToken } from '../support/session';
import { WebhookReceiver } from '../support/webhook-receiver';

/*
 * "Send test event" says in place what came of it, following the delivery it queued: delivered with the
 * receiver's status, not delivered with the status or the reason and what happens next, or not sent at
 * all because Gloss refuses the address. Two servers of the file's own: one that delivers to the receiver
 * on 127.0.0.1 (as every e2e server), one that refuses private addresses, as Gloss does by default.
 */
test.describe.configure({ mode: 'default' });

let delivering: GlossServer;
let refusing: GlossServer;
let receiver: WebhookReceiver;

test.beforeAll(async () => {
  [delivering, refusing] = await Promise.all([
    startGlossServer({ name: 'webhooks-test-event', env: { GLOSS_WEBHOOK_RETRY_BASE_MS: '60000' } }),
    startGlossServer({ name: 'webhooks-test-event-refusing', env: { GLOSS_WEBHOOKS_ALLOW_PRIVATE: 'false' } }),
  ]);
  receiver = await WebhookReceiver.start();
});

test.afterAll(async () => {
  await receiver?.stop();
  await Promise.all([delivering?.stop(), refusing?.stop()]);
});

async function openWebhook(page: Page, server: GlossServer, language?: string): Promise<WebhooksPage> {
  const api = new GlossApi(server.baseUrl, { apiKey: server.owner.apiKey });
  for (const webhook of (await api.call(endpoints.listWebhooks, {})).items) await api.call(endpoints.deleteWebhook, { params: { webhook_id: webhook.id } });
  const webhook = await api.call(endpoints.createWebhook, { body: { url: receiver.url, events: ['record.completed'] } });
  await signInWithToken(page, await tokenFor(server.owner.username, server.owner.password, server.baseUrl), language ? { language } : {});
  const webhooks = new WebhooksPage(page);
  await webhooks.goto(server.baseUrl, webhook.id);
  await expect(webhooks.detailHeading).toHaveText(receiver.url);
  return webhooks;
}

test('a test event to an address Gloss refuses says so beside the button, with the reason', async ({ page }) => {
  receiver.received.length = 0;
  const webhooks = await openWebhook(page, refusing);
  await webhooks.pingButton.click();
  const result = webhooks.detail.getByTestId('test-event-result');
  await expect(result).toHaveAttribute('data-outcome', 'refused');
  await expect(result).toContainText('Test event not sent: Gloss does not send to this address.');
  await expect(result).toContainText('127.0.0.1 is a loopback address');
  await expect(result).toContainText('GLOSS_WEBHOOKS_ALLOW_PRIVATE=true');
  await expect(result).toContainText(/Gloss tries again at \d/);
  // The log agrees, and the receiver heard nothing.
  await expect(webhooks.deliveriesOf('ping').first().getByTestId('delivery-error')).toContainText('refused: 127.0.0.1 is a loopback address');
  expect(receiver.ofType('ping')).toHaveLength(0);
  await saveThemedScreenshots(page, 'webhooks-test-event-refused');
});

test('a test event delivered says the receiver’s answer; one the receiver fails says its status and the next try', async ({ page }) => {
  receiver.status = 204;
  const webhooks = await openWebhook(page, delivering);
  const result = webhooks.detail.getByTestId('test-event-result');

  await webhooks.pingButton.click();
  await expect(result).toHaveAttribute('data-outcome', 'delivered');
  await expect(result).toContainText(/^Test event delivered: the receiver answered 204 in \d/);

  // The next one fails: the result follows the new test's delivery, not the one before.
  receiver.status = 500;
  await webhooks.pingButton.click();
  await expect(result).toHaveAttribute('data-outcome', 'notDelivered');
  await expect(result).toContainText('Test event not delivered: the receiver answered 500.');
  await expect(result).toContainText(/Gloss tries again at \d/);
  await expect(webhooks.deliveriesOf('ping')).toHaveCount(2);
});

test('in German at 800 px the test event’s result reads whole', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  const webhooks = await openWebhook(page, refusing, 'de');
  await webhooks.detail.getByRole('button', { name: 'Testereignis senden' }).click();
  const result = webhooks.detail.getByTestId('test-event-result');
  await expect(result).toContainText('Testereignis nicht gesendet: An diese Adresse sendet Gloss nicht.');
  const cut = await result.evaluate((element) => [...element.querySelectorAll('p')].some((line) => line.scrollWidth > line.clientWidth));
  expect(cut).toBe(false);
  await saveThemedScreenshots(page, 'webhooks-test-event-refused-de-800');
});
