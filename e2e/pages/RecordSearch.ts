import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The annotation page's text search (the toolbar's magnifier, its box and field scope), the Reset, and
 * what the search highlighted inside the record's fields.
 */
export class RecordSearch {
  readonly open: Locator;
  readonly input: Locator;
  readonly field: Locator;
  readonly clear: Locator;
  readonly reset: Locator;

  constructor(readonly page: Page) {
    this.open = page.getByRole('button', { name: 'Search records' });
    this.input = page.getByRole('searchbox', { name: 'Search text' });
    this.field = page.getByRole('combobox', { name: 'Search in' });
    this.clear = page.getByRole('button', { name: 'Clear the search' });
    this.reset = page.getByTestId('search-reset');
  }

  /** Types a query and applies it with Enter, opening the box first when it is closed. */
  async search(text: string): Promise<void> {
    if (!(await this.input.isVisible())) await this.open.click();
    await this.input.fill(text);
    await this.input.press('Enter');
  }

  /** The texts the search highlights in the record's fields, in document order. */
  highlighted(): Promise<string[]> {
    return this.page.evaluate(() => {
      const highlight = CSS.highlights.get('gloss-search-match');
      if (!highlight) return [];
      return [...(highlight as unknown as Set<Range>)].map((range) => range.toString());
    });
  }

  async expectHighlighted(texts: string[]): Promise<void> {
    await expect.poll(() => this.highlighted()).toEqual(texts);
  }
}
