import { type Locator, type Page } from '@playwright/test';

/**
 * The annotation page's similarity search: "Find similar" in the record header (a popover with the order
 * and the vector when the dataset has several), the reference banner under the toolbar with its count,
 * order and vector selects, Expand and the close, and each result's score badge.
 */
export class SimilaritySearch {
  readonly findSimilar: Locator;
  readonly chooser: Locator;
  readonly chooserOrder: Locator;
  readonly chooserFind: Locator;
  readonly chooserCancel: Locator;
  readonly banner: Locator;
  readonly limit: Locator;
  readonly order: Locator;
  readonly vector: Locator;
  readonly expand: Locator;
  readonly collapse: Locator;
  readonly close: Locator;
  readonly referenceRecord: Locator;
  readonly score: Locator;

  constructor(readonly page: Page) {
    const card = page.getByTestId('record-card');
    this.findSimilar = card.getByRole('button', { name: /^Find similar/ });
    this.chooser = page.getByRole('dialog', { name: 'Find similar records' });
    this.chooserOrder = this.chooser.getByRole('combobox', { name: 'Order' });
    this.chooserFind = this.chooser.getByRole('button', { name: 'Find', exact: true });
    this.chooserCancel = this.chooser.getByRole('button', { name: 'Cancel' });
    this.banner = page.getByRole('region', { name: 'Similarity search' });
    this.limit = this.banner.getByRole('combobox', { name: 'How many records' });
    this.order = this.banner.getByRole('combobox', { name: 'Most or least similar' });
    this.vector = this.banner.getByRole('combobox', { name: 'Vector to compare by' });
    this.expand = this.banner.getByRole('button', { name: 'Expand' });
    this.collapse = this.banner.getByRole('button', { name: 'Collapse' });
    this.close = this.banner.getByRole('button', { name: 'End the similarity search' });
    this.referenceRecord = page.getByRole('region', { name: 'Reference record' });
    this.score = card.getByTestId('similarity-score');
  }

  /** A vector's radio in the "Find similar" popover, by its title. */
  vectorChoice(title: string): Locator {
    return this.chooser.getByRole('radio', { name: title });
  }

  /** The `similar` query parameter of the page's URL, split into its parts, or null. */
  similarParam(): { recordId: string; vector: string; order: string; limit: string } | null {
    const value = new URL(this.page.url()).searchParams.get('similar');
    if (!value) return null;
    const [recordId = '', vector = '', order = '', limit = ''] = value.split(':');
    return { recordId, vector, order, limit };
  }
}
