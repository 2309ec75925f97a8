import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The open record's comments on the annotation page: the header's "Comments (n)" button (Alt+C), the
 * drawer it opens with the "needs review" flag, the thread and the composer.
 */
export class RecordComments {
  readonly button: Locator;
  readonly drawer: Locator;
  readonly thread: Locator;
  readonly comments: Locator;
  readonly composer: Locator;
  readonly send: Locator;
  readonly close: Locator;
  readonly empty: Locator;
  readonly flag: Locator;
  readonly flagToggle: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByTestId('record-card').getByTestId('comments-button');
    this.drawer = page.getByTestId('comments-drawer');
    this.thread = this.drawer.getByTestId('comment-thread');
    this.comments = this.drawer.getByTestId('comment');
    this.composer = this.drawer.getByRole('textbox', { name: 'Write a comment' });
    this.send = this.drawer.getByTestId('comment-send');
    this.close = this.drawer.getByTestId('comments-close');
    this.empty = this.drawer.getByTestId('comments-empty');
    this.flag = this.drawer.getByTestId('review-flag');
    this.flagToggle = this.drawer.getByTestId('review-flag-toggle');
  }

  async open(): Promise<void> {
    await this.button.click();
    await expect(this.drawer).toBeVisible();
    await expect(this.composer).toBeFocused();
  }

  /** Types a comment and sends it with Ctrl+Enter; waits for it to show at the foot of the thread. */
  async write(text: string): Promise<Locator> {
    const before = await this.comments.count();
    await this.composer.fill(text);
    await this.composer.press('Control+Enter');
    await expect(this.comments).toHaveCount(before + 1);
    await expect(this.composer).toHaveValue('');
    return this.comments.last();
  }

  /** A comment by the text it shows. */
  comment(text: string | RegExp): Locator {
    return this.comments.filter({ hasText: text });
  }
}
