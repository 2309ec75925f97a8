import { expect, type Locator, type Page } from '@playwright/test';

/** The annotation page's Sort button and its panel: the sort keys in order, and the fields to add. */
export class RecordSort {
  readonly button: Locator;
  readonly panel: Locator;
  readonly rows: Locator;
  readonly add: Locator;
  readonly clear: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByTestId('sort-toggle');
    this.panel = page.getByRole('dialog', { name: 'Sort records' });
    this.rows = this.panel.getByTestId('sort-rows').getByRole('listitem');
    this.add = this.panel.getByRole('button', { name: '+ Add another field' });
    this.clear = this.panel.getByRole('button', { name: 'Clear the sort' });
  }

  async open(): Promise<void> {
    await this.button.click();
    await expect(this.panel).toBeVisible();
  }

  /** Picks a field from the list, under its group's heading ("Metadata", "Suggestion score"…). */
  async pick(group: string, name: string): Promise<void> {
    if (await this.add.isVisible()) await this.add.click();
    await this.panel.getByRole('region', { name: group }).getByRole('button', { name, exact: true }).click();
  }

  /** The button that reverses a key, named "<field>: <order>. Press to reverse". */
  order(name: string): Locator {
    return this.panel.getByRole('button', { name: new RegExp(`^${name}: .*Press to reverse$`) });
  }

  remove(name: string): Locator {
    return this.panel.getByRole('button', { name: `Stop sorting by ${name}` });
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.panel).toBeHidden();
  }
}
