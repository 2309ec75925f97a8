import { endpoints } from '@gloss/contract';
import { expect, test, type Page } from '@playwright/test';
import { AppHeader } from '../pages/AppHeader';
import { Toasts } from '../pages/Toasts';
import { WebhooksPage } from '../pages/WebhooksPage';
import { GlossApi, tokenFor } from '../support/api';
import { startGlossServer, type GlossServer } from '../support/server';
import { signInWithToken } from '../support/session';
import { hasValidSignature, WebhookReceiver } from '../support/webhook-receiver';

/*
 * A server of the file's own: at most 10 webhooks exist per server, and an owner sees them all, so the
 * shared server would show every test's. Its retry window is a few seconds, so a failing delivery is given
 * up ("failed") within the test rather than retried for a day.
 */
test.describe.configure({ mode: 'default' });

let server: GlossServer;
let api: GlossApi;
let receiver: WebhookReceiver;

test.beforeAll(async () => {
  server = await startGlossServer({
    name: 'webhooks-owner',
    env: { GLOSS_WEBHOOK_RETRY_HOURS: String(4 / 3600), GLOSS_WEBHOOK_RETRY_BASE_MS: '500' },
  });
  api = new GlossApi(server.baseUrl, { apiKey: server.owner.apiKey });
  receiver = await WebhookReceiver.start();
});

test.afterAll(async () => {
  await receiver?.stop();
  await server?.stop();
});

test.beforeEach(async ({ page }) => {
  for (const webhook of await listWebhooks()) await api.call(endpoints.deleteWebhook, { params: { webhook_id: webhook.id } });
  receiver.status = 204;
  receiver.received.length = 0;
  await signInWithToken(page, await tokenFor(server.owner.username, server.owner.password, server.baseUrl));
});

async function listWebhooks() {
  return (await api.call(endpoints.listWebhooks, {})).items;
}

async function openFromMenu(page: Page): Promise<WebhooksPage> {
  await page.goto(`${server.baseUrl}/`);
  const header = new AppHeader(page);
  await header.openAccountMenu();
  await header.menuItem('Webhooks').click();
  const webhooks = new WebhooksPage(page);
  await expect(webhooks.heading).toHaveText('Webhooks');
  return webhooks;
}

test.describe('the Webhooks page, as an owner', () => {
  test('creates a webhook, sees its secret once, and follows a test event through failure and redelivery', async ({ page }) => {
    const webhooks = await openFromMenu(page);
    await expect(webhooks.empty).toContainText('A webhook tells another service what happens here');

    // The form refuses what the server would, in the server's words, and sends nothing.
    await webhooks.newWebhookButton.click();
    const form = webhooks.formDialog;
    await form.getByRole('button', { name: 'Create webhook' }).click();
    await expect(form.getByText('Enter a URL.')).toBeVisible();
    await expect(form.getByText('Choose at least one event.')).toBeVisible();
    await form.getByLabel('URL').fill('localhost:9000/hook');
    await expect(form.getByText('URL must be an absolute http or https URL')).toBeVisible();
    expect(await listWebhooks()).toEqual([]);

    // Events by keyboard: a group's "All" box, then one more event on its own.
    await form.getByLabel('URL').fill(receiver.url);
    await webhooks.eventBox('All response events').focus();
    await page.keyboard.press('Space');
    await expect(webhooks.eventBox('response.created')).toBeChecked();
    await expect(webhooks.eventBox('response.deleted')).toBeChecked();
    await webhooks.eventBox('record.completed').check();
    await expect(webhooks.eventBox('All record events')).toHaveJSProperty('indeterminate', true);
    await form.getByLabel('Description').fill('Sync answers to the warehouse');
    await form.getByLabel('URL').press('Enter');

    // The secret, this once, with what it is for.
    const secretDialog = webhooks.secretDialog;
    await expect(secretDialog).toBeVisible();
    await expect(secretDialog).toContainText('Standard Webhooks');
    await expect(secretDialog).toContainText('rg.webhook_listener');
    await expect(secretDialog.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    const secret = (await secretDialog.getByTestId('webhook-secret').textContent()) ?? '';
    const [stored] = await listWebhooks();
    expect(stored).toMatchObject({
      url: receiver.url,
      events: ['record.completed', 'response.created', 'response.updated', 'response.deleted'],
      enabled: true,
      description: 'Sync answers to the warehouse',
    });
    expect(secret).toBe(stored?.secret);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(secretDialog).toBeHidden();

    // Gone from the page afterwards: the list and the detail say it is hidden.
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(webhooks.detail.getByTestId('secret-hidden')).toBeVisible();
    const item = webhooks.listItem(receiver.url);
    await expect(item).toHaveAttribute('aria-current', 'page');
    await expect(item).toContainText('Enabled');
    await expect(item).toContainText('All response events');
    await expect(item).toContainText('record.completed');
    await expect(item).toContainText('Sync answers to the warehouse');
    await expect(webhooks.detailHeading).toHaveText(receiver.url);
    await page.reload();
    await expect(webhooks.detailHeading).toHaveText(receiver.url);
    await expect(page.getByText(secret)).toHaveCount(0);

    // A test event, delivered and signed with that secret.
    await webhooks.pingButton.click();
    await expect(webhooks.detail.getByTestId('test-event-result')).toContainText('Test event delivered: the receiver answered 204');
    const firstPing = webhooks.deliveriesOf('ping').first();
    await expect(firstPing).toHaveAttribute('data-status', 'delivered');
    await expect(firstPing.getByTestId('delivery-status')).toHaveText('Delivered');
    await expect(firstPing.getByTestId('delivery-code')).toHaveText('204');
    expect(receiver.ofType('ping')).toHaveLength(1);
    expect(hasValidSignature(receiver.ofType('ping')[0]!, secret)).toBe(true);

    // The receiver breaks: the next test event is retried, then given up, and the log says why.
    receiver.status = 500;
    await webhooks.pingButton.click();
    await expect(webhooks.deliveriesOf('ping')).toHaveCount(2);
    const failing = webhooks.deliveriesOf('ping').first();
    await expect(failing).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
    await expect(failing.getByTestId('delivery-status')).toHaveText('Failed');
    await expect(failing.getByTestId('delivery-code')).toHaveText('500');
    const attempts = Number(await failing.locator('td').nth(3).textContent());
    expect(attempts).toBeGreaterThanOrEqual(2);
    const failedId = await failing.getAttribute('data-delivery-id');

    // Fixed, and sent again from the log: the same message, delivered this time.
    receiver.status = 200;
    await webhooks.redeliverButton(failing).click();
    await expect(new Toasts(page).toast('ping sent again')).toBeVisible();
    const redelivered = page.locator(`[data-testid="delivery"][data-delivery-id="${failedId}"]`);
    await expect(redelivered).toHaveAttribute('data-status', 'delivered');
    await expect(redelivered.getByTestId('delivery-code')).toHaveText('200');
    const pings = receiver.ofType('ping');
    const last = pings[pings.length - 1]!;
    expect(last.answered).toBe(200);
    expect(last.headers['webhook-id']).toBe(pings[1]!.headers['webhook-id']);
    expect(hasValidSignature(last, secret)).toBe(true);

    const deliveries = await api.call(endpoints.listWebhookDeliveries, { params: { webhook_id: stored!.id }, query: { limit: 50 } });
    expect(deliveries.items.map((delivery) => [delivery.event, delivery.status])).toEqual([
      ['ping', 'delivered'],
      ['ping', 'delivered'],
    ]);
  });

  test('switches a webhook off by keyboard, edits it, reveals its secret behind a warning, and deletes it', async ({ page }) => {
    const created = await api.call(endpoints.createWebhook, {
      body: { url: receiver.url, events: ['dataset.created', 'dataset.published'], description: 'Publishing bot' },
    });
    const webhooks = new WebhooksPage(page);
    await webhooks.goto(server.baseUrl);
    await expect(webhooks.detailHeading).toHaveText(receiver.url);
    await expect(page.getByText(created.secret)).toHaveCount(0);

    await expect(webhooks.enabledSwitch).toHaveAttribute('aria-checked', 'true');
    await webhooks.enabledSwitch.focus();
    await page.keyboard.press('Space');
    await expect(webhooks.enabledSwitch).toHaveAttribute('aria-checked', 'false');
    await expect(webhooks.listItem(receiver.url)).toContainText('Disabled');
    await expect(new Toasts(page).toast(`Webhook disabled: no events go to ${receiver.url}`)).toBeVisible();
    expect((await listWebhooks())[0]?.enabled).toBe(false);

    await webhooks.editButton.click();
    const form = webhooks.formDialog;
    await expect(form.getByLabel('URL')).toHaveValue(receiver.url);
    await expect(webhooks.eventBox('dataset.created')).toBeChecked();
    await webhooks.eventBox('dataset.created').uncheck();
    await webhooks.eventBox('dataset.published').uncheck();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Choose at least one event.')).toBeVisible();
    await webhooks.eventBox('All record events').check();
    await form.getByLabel('Description').fill('');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toBeHidden();
    await expect(webhooks.listItem(receiver.url)).toContainText('All record events');
    await expect(webhooks.listItem(receiver.url)).toContainText('No description');
    expect(await listWebhooks()).toMatchObject([
      { events: ['record.created', 'record.updated', 'record.deleted', 'record.completed'], description: null, enabled: false },
    ]);

    // The secret only after the warning, and hidden again once the dialog closes.
    await webhooks.revealButton.click();
    await expect(webhooks.revealDialog).toContainText('Anyone who has the secret can send events your receiver will trust.');
    await expect(webhooks.revealDialog.getByTestId('webhook-secret')).toHaveCount(0);
    await webhooks.revealDialog.getByRole('button', { name: 'Reveal secret' }).click();
    await expect(webhooks.revealDialog.getByTestId('webhook-secret')).toHaveText(created.secret);
    await webhooks.revealDialog.getByRole('button', { name: 'Hide secret' }).click();
    await expect(page.getByText(created.secret)).toHaveCount(0);

    await webhooks.deleteButton.click();
    await expect(webhooks.deleteDialog).toContainText(`Gloss stops sending events to ${receiver.url}`);
    // Cancel has the focus: Enter right away deletes nothing.
    await page.keyboard.press('Enter');
    await expect(webhooks.deleteDialog).toBeHidden();
    expect(await listWebhooks()).toHaveLength(1);
    await webhooks.deleteButton.click();
    await webhooks.deleteDialog.getByRole('button', { name: 'Delete webhook' }).click();
    await expect(webhooks.empty).toBeVisible();
    await expect(new Toasts(page).toast('Webhook deleted')).toBeVisible();
    expect(await listWebhooks()).toEqual([]);
  });

  test('stops at the server’s 10 webhooks, saying so as the server does', async ({ page }) => {
    for (let index = 0; index < 9; index += 1) {
      await api.call(endpoints.createWebhook, { body: { url: `${receiver.url}/${index}`, events: ['dataset.created'] } });
    }
    const webhooks = new WebhooksPage(page);
    await webhooks.goto(server.baseUrl);
    await expect(page.getByTestId('webhooks-count')).toHaveText('Webhooks: 9 of 10');

    // Another owner takes the last place while the form is open: the server's refusal is shown.
    await webhooks.newWebhookButton.click();
    await webhooks.formDialog.getByLabel('URL').fill(`${receiver.url}/mine`);
    await webhooks.eventBox('record.completed').check();
    await api.call(endpoints.createWebhook, { body: { url: `${receiver.url}/theirs`, events: ['dataset.created'] } });
    await webhooks.formDialog.getByRole('button', { name: 'Create webhook' }).click();
    await expect(webhooks.formDialog.getByTestId('refusal')).toHaveText(
      'You can’t create more than 10 webhooks. Please delete some of them first.',
    );
    await webhooks.formDialog.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByTestId('webhooks-count')).toHaveText('The server keeps at most 10 webhooks. Delete one to add another.');
    await expect(webhooks.newWebhookButton).toBeDisabled();
    expect(await listWebhooks()).toHaveLength(10);
  });
});
