import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { Toasts } from './Toasts';

export type QueueStatus = 'pending' | 'draft' | 'submitted' | 'discarded';
const STATUS_NAMES: Record<QueueStatus, string> = { pending: 'Pending', draft: 'Draft', submitted: 'Submitted', discarded: 'Discarded' };

/**
 * `/dataset/:id/annotation-mode`: the record (fields, span-annotated text) with the queue toolbar on the
 * left, the questions and their actions on the right, guidelines and progress below. Questions are
 * found by name (`data-question-card`), everything inside them by role and accessible name.
 */
export class AnnotationPage {
  readonly workspace: Locator;
  /** The queue's toolbar above the record: status, search, filters, the counter. */
  readonly toolbar: Locator;
  readonly recordCard: Locator;
  /** The record's id, status and tools, which stay at the top of the record's pane. */
  readonly recordHeader: Locator;
  readonly recordStatus: Locator;
  readonly questionnaire: Locator;
  readonly statusFilter: Locator;
  readonly counter: Locator;
  readonly previousRecord: Locator;
  readonly nextRecord: Locator;
  readonly submit: Locator;
  readonly discard: Locator;
  readonly saveDraft: Locator;
  readonly clear: Locator;
  readonly saveState: Locator;
  readonly emptyQueue: Locator;
  readonly emptyDataset: Locator;
  readonly progress: Locator;
  readonly teamProgress: Locator;
  readonly spanText: Locator;
  readonly toasts: Toasts;
  /** The toolbar's count of the person's drafts (a button to the Draft records). */
  readonly draftCount: Locator;
  /** The record header's kebab menu, and the panel it opens (menu, then the metadata table). */
  readonly recordMenu: Locator;
  readonly recordMenuPanel: Locator;
  readonly guidelinesPane: Locator;
  /** The guidelines' title, a button that folds them away and back. */
  readonly guidelinesToggle: Locator;
  /** The counter's "Go to record" box: the counter turns into it when clicked, or with Alt+G. */
  readonly goToBox: Locator;

  constructor(readonly page: Page) {
    this.workspace = page.getByTestId('annotation-workspace');
    this.toolbar = page.getByTestId('queue-toolbar');
    this.recordCard = page.getByTestId('record-card');
    this.recordHeader = this.recordCard.getByTestId('record-header');
    this.recordStatus = this.recordCard.getByTestId('record-status');
    this.questionnaire = page.getByTestId('questionnaire');
    this.statusFilter = page.getByRole('combobox', { name: 'Records to show' });
    this.counter = page.getByTestId('record-counter');
    this.previousRecord = page.getByRole('button', { name: 'Previous record' });
    this.nextRecord = page.getByRole('button', { name: 'Next record' });
    const actions = this.questionnaire.locator('footer');
    this.submit = actions.getByRole('button', { name: /^Submit/ });
    this.discard = actions.getByRole('button', { name: /^Discard/ });
    this.saveDraft = actions.getByRole('button', { name: /^Save as draft/ });
    this.clear = actions.getByRole('button', { name: 'Clear', exact: true });
    this.saveState = page.getByTestId('save-state');
    this.emptyQueue = page.getByTestId('empty-queue');
    this.emptyDataset = page.getByTestId('empty-dataset');
    this.progress = page.getByTestId('progress-panel');
    this.teamProgress = page.getByTestId('team-progress');
    this.spanText = page.getByTestId('span-field-text');
    this.toasts = new Toasts(page);
    this.draftCount = page.getByTestId('draft-count');
    this.recordMenu = this.recordCard.getByTestId('record-menu');
    this.recordMenuPanel = page.getByTestId('record-menu-panel');
    this.guidelinesPane = page.getByTestId('guidelines-pane');
    this.guidelinesToggle = this.guidelinesPane.getByRole('button', { name: 'Annotation guidelines' });
    this.goToBox = this.counter.getByRole('textbox');
  }

  /**
   * Goes to a position by the counter's box, opened by clicking the counter or with Alt+G: types `text`
   * (as a person would: "1,200") and presses Enter. In the bulk view it opens the page holding the record.
   */
  async goTo(text: string, open: 'click' | 'key' = 'click'): Promise<void> {
    if (open === 'click') await this.counter.getByRole('button').click();
    else await this.page.keyboard.press('Alt+G');
    await expect(this.goToBox).toBeFocused();
    await this.goToBox.fill(text);
    await this.goToBox.press('Enter');
  }

  async goto(datasetId: string, query: Partial<{ status: QueueStatus; page: number; record: string }> = {}): Promise<void> {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    await this.page.goto(`/dataset/${datasetId}/annotation-mode${search.size ? `?${search}` : ''}`);
  }

  /**
   * While a new view loads, the previous view's record stays on screen, dimmed and busy: a record counts
   * as shown only once it is the view's own.
   */
  async expectSettled(): Promise<void> {
    await expect(this.page.locator('[aria-busy="true"]').filter({ has: this.recordCard })).toHaveCount(0);
  }

  /** Waits until a record is on screen with its questions, and answers its id. */
  async openRecordId(): Promise<string> {
    await expect(this.questionnaire).toBeVisible();
    await this.expectSettled();
    const id = await this.recordCard.getAttribute('data-record-id');
    if (!id) throw new Error('No record is open');
    return id;
  }

  /** Asserts which record is open (web-first). */
  async expectRecord(recordId: string): Promise<void> {
    await expect(this.recordCard).toHaveAttribute('data-record-id', recordId);
    await this.expectSettled();
  }

  /** Waits for another record than `recordId` to open, and answers its id. */
  async nextRecordAfter(recordId: string): Promise<string> {
    await expect(this.recordCard).not.toHaveAttribute('data-record-id', recordId);
    return this.openRecordId();
  }

  async showStatus(status: QueueStatus): Promise<void> {
    await this.statusFilter.selectOption({ label: STATUS_NAMES[status] });
  }

  // Questions -------------------------------------------------------------------------------------

  /** A question's card by the question's name. */
  question(name: string): Locator {
    return this.page.locator(`[data-question-card="${name}"]`);
  }

  /** Expects the question to have the keyboard (drawn with the active bar). */
  async expectActive(name: string): Promise<void> {
    await expect(this.question(name)).toHaveAttribute('data-active', 'true');
  }

  /** Expects the question to be drawn as still needing an answer (Enter was pressed without it). */
  async expectNeedsAnswer(name: string): Promise<void> {
    await expect(this.question(name)).toHaveAttribute('data-attention', 'true');
  }

  /** A label option (radio) of a single-label question. */
  label(question: string, text: string): Locator {
    return this.question(question).getByRole('radio', { name: text });
  }

  /** A label option (checkbox) of a multi-label question. */
  checkbox(question: string, text: string): Locator {
    return this.question(question).getByRole('checkbox', { name: text });
  }

  /** A rating value (a radio named by its number). */
  rating(question: string, value: number): Locator {
    return this.question(question).locator(`[data-rating="${value}"]`);
  }

  textbox(question: string): Locator {
    return this.question(question).getByRole('textbox');
  }

  suggestionBadge(question: string): Locator {
    return this.question(question).locator('header').getByTitle('Your answer is the suggestion');
  }

  /** A ranking card by its option's text (its name says its rank). */
  rankCard(question: string, text: string): Locator {
    return this.question(question).getByRole('group', { name: new RegExp(`^${text}, `) });
  }

  rankSlot(question: string, rank: number): Locator {
    return this.question(question).getByRole('listitem', { name: `Rank ${rank}`, exact: true });
  }

  /** The spans listed under the span question, as "Label: words" texts. */
  spanRows(question: string): Locator {
    return this.question(question).getByRole('listitem');
  }

  // Fields ----------------------------------------------------------------------------------------

  field(name: string): Locator {
    return this.recordCard.getByTestId(`field-${name}`);
  }

  customFrame(): FrameLocator {
    return this.page.frameLocator('[data-testid="custom-field-frame"]');
  }

  /**
   * Selects words of the span-annotated text with the mouse: presses just inside the first character
   * of `from` and releases just inside the last character of `to` (the page snaps to whole words).
   */
  async selectWithMouse(from: string, to: string = from): Promise<void> {
    const box = async (word: string, edge: 'start' | 'end') =>
      this.spanText.evaluate(
        (root, { word, edge }) => {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent?.indexOf(word) ?? -1;
            if (at < 0) continue;
            const range = document.createRange();
            const offset = edge === 'start' ? at : at + word.length - 1;
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            const rect = range.getBoundingClientRect();
            return { x: edge === 'start' ? rect.left + 1 : rect.right - 1, y: rect.top + rect.height / 2 };
          }
          throw new Error(`"${word}" is not in one text piece of the field`);
        },
        { word, edge },
      );
    const start = await box(from, 'start');
    const end = await box(to, 'end');
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 4 });
    await this.page.mouse.move(end.x, end.y, { steps: 4 });
    await this.page.mouse.up();
  }

  // Keyboard --------------------------------------------------------------------------------------

  async press(...keys: string[]): Promise<void> {
    for (const key of keys) await this.page.keyboard.press(key);
  }
}
