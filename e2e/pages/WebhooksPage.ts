import { type Locator, type Page } from '@playwright/test';

/** `/webhooks`: the list, the open webhook with its controls and delivery log, and the dialogs. */
export class WebhooksPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly detail: Locator;
  readonly detailHeading: Locator;
  readonly newWebhookButton: Locator;
  readonly editButton: Locator;
  readonly deleteButton: Locator;
  readonly pingButton: Locator;
  readonly revealButton: Locator;
  readonly enabledSwitch: Locator;
  readonly deliveries: Locator;
  readonly empty: Locator;
  readonly accessDenied: Locator;
  readonly formDialog: Locator;
  readonly secretDialog: Locator;
  readonly revealDialog: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.list = page.getByRole('navigation', { name: 'Webhooks' });
    this.detail = page.getByTestId('webhook-detail');
    this.detailHeading = this.detail.getByRole('heading', { level: 2 });
    this.newWebhookButton = page.getByRole('main').getByRole('button', { name: 'New webhook' });
    this.editButton = this.detail.getByRole('button', { name: 'Edit', exact: true });
    this.deleteButton = this.detail.getByRole('button', { name: 'Delete', exact: true });
    this.pingButton = this.detail.getByRole('button', { name: 'Send test event' });
    this.revealButton = this.detail.getByRole('button', { name: 'Reveal secret' });
    this.enabledSwitch = this.detail.getByRole('switch', { name: 'Enabled' });
    this.deliveries = page.getByTestId('delivery');
    this.empty = page.getByTestId('webhooks-empty');
    this.accessDenied = page.getByTestId('access-denied');
    this.formDialog = page.getByTestId('webhook-form-dialog');
    this.secretDialog = page.getByTestId('webhook-secret-dialog');
    this.revealDialog = page.getByTestId('reveal-secret-dialog');
    this.deleteDialog = page.getByTestId('delete-webhook-dialog');
  }

  async goto(baseUrl = '', webhookId?: string): Promise<void> {
    await this.page.goto(`${baseUrl}/webhooks${webhookId ? `?webhook=${encodeURIComponent(webhookId)}` : ''}`);
  }

  listItem(url: string): Locator {
    return this.list.getByRole('link').filter({ hasText: url });
  }

  /** The checkbox of one event (`record.completed`) or of a group's "All" box ("All record events"). */
  eventBox(name: string): Locator {
    return this.formDialog.getByRole('checkbox', { name: new RegExp(`^${name.replace(/\./g, '\\.')}\\b`) });
  }

  /** Deliveries of one event, newest first. */
  deliveriesOf(event: string): Locator {
    return this.page.locator(`[data-testid="delivery"][data-event="${event}"]`);
  }

  redeliverButton(delivery: Locator): Locator {
    return delivery.getByRole('button', { name: /^Redeliver / });
  }
}
