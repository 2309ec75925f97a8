import { expect, type Locator, type Page } from '@playwright/test';

/** `/dataset/:id/review`: the reviewer's view of every annotator's answers and the final answer. */
export class ReviewPage {
  readonly workspace: Locator;
  readonly record: Locator;
  readonly counter: Locator;
  readonly statusFilter: Locator;
  readonly disagreementFilter: Locator;
  readonly needsReviewFilter: Locator;
  readonly merge: Locator;
  readonly validate: Locator;
  readonly reset: Locator;
  readonly resetDialog: Locator;
  readonly validatedBanner: Locator;
  readonly empty: Locator;
  readonly accessDenied: Locator;
  readonly next: Locator;
  readonly previous: Locator;

  constructor(readonly page: Page) {
    this.workspace = page.getByTestId('review-workspace');
    this.record = page.getByTestId('review-record');
    this.counter = page.getByTestId('record-counter');
    this.statusFilter = page.getByTestId('review-status-filter');
    this.disagreementFilter = page.getByTestId('review-disagreement-filter');
    this.needsReviewFilter = page.getByTestId('review-needs-review-filter');
    this.merge = page.getByTestId('review-merge');
    this.validate = page.getByTestId('review-validate');
    this.reset = page.getByTestId('review-reset');
    this.resetDialog = page.getByTestId('review-reset-dialog');
    this.validatedBanner = page.getByTestId('review-validated');
    this.empty = page.getByTestId('review-empty');
    this.accessDenied = page.getByTestId('access-denied');
    this.next = page.getByRole('button', { name: 'Next record' });
    this.previous = page.getByRole('button', { name: 'Previous record' });
  }

  async goto(datasetId: string, query = ''): Promise<void> {
    await this.page.goto(`/dataset/${datasetId}/review${query}`);
  }

  /** Waits until the record is on screen and no longer dimmed (its view has loaded). */
  async expectRecord(recordId: string): Promise<void> {
    await expect(this.record).toHaveAttribute('data-record-id', recordId);
    await expect(this.page.locator('[aria-busy="true"]').filter({ has: this.record })).toHaveCount(0);
  }

  question(name: string): Locator {
    return this.page.locator(`[data-testid="review-question"][data-question="${name}"]`);
  }

  /** A question's card (it takes the keyboard). */
  card(name: string): Locator {
    return this.page.locator(`[data-question-card="${name}"]`);
  }

  /** One annotator's row under a question, by the start of their username. */
  answer(question: string, usernamePrefix: string): Locator {
    return this.question(question).locator(`[data-testid="review-answer"][data-user^="${usernamePrefix}"]`);
  }

  majority(question: string): Locator {
    return this.question(question).getByTestId('review-majority');
  }

  final(question: string): Locator {
    return this.question(question).getByTestId('review-final');
  }

  /** A label, multi-label or rating chip of a question's final-answer editor. */
  finalOption(question: string, name: string | RegExp): Locator {
    return this.final(question).getByRole(question === 'topics' ? 'checkbox' : 'radio', { name });
  }

  acceptAll(usernamePrefix: string): Locator {
    return this.page.getByTestId('review-annotators').getByRole('button', { name: new RegExp(`^Accept all from ${usernamePrefix}`) });
  }

  async expectActive(question: string): Promise<void> {
    await expect(this.card(question)).toHaveAttribute('data-active', 'true');
  }

  async press(...keys: string[]): Promise<void> {
    for (const key of keys) await this.page.keyboard.press(key);
  }
}
