import { expect, type Locator, type Page } from '@playwright/test';
import { AnnotationPage } from './AnnotationPage';

type Action = 'Submit' | 'Discard' | 'Save';

/**
 * The annotation page's bulk view: the Focus / Bulk switch and page size in the toolbar, a page of
 * record cards with checkboxes (only the cards in view are in the page), the selection header above
 * them, and one questionnaire whose actions answer every selected record.
 */
export class BulkView {
  readonly annotate: AnnotationPage;
  readonly focusSwitch: Locator;
  readonly bulkSwitch: Locator;
  readonly pageSize: Locator;
  readonly list: Locator;
  readonly cards: Locator;
  readonly header: Locator;
  readonly selectPage: Locator;
  readonly selectedCount: Locator;
  readonly questionnaire: Locator;
  readonly progress: Locator;
  readonly confirmation: Locator;
  readonly failedView: Locator;
  readonly previousPage: Locator;
  readonly nextPage: Locator;

  constructor(readonly page: Page) {
    this.annotate = new AnnotationPage(page);
    this.focusSwitch = page.getByRole('button', { name: 'Focus view' });
    this.bulkSwitch = page.getByRole('button', { name: 'Bulk view' });
    this.pageSize = page.getByRole('combobox', { name: 'Records per page' });
    this.list = page.getByTestId('bulk-list');
    this.cards = page.getByTestId('bulk-record');
    this.header = page.getByTestId('bulk-header');
    this.selectPage = page.getByRole('checkbox', { name: 'Select all on this page' });
    this.selectedCount = page.getByTestId('bulk-selected-count');
    this.questionnaire = page.getByTestId('bulk-questionnaire');
    this.progress = page.getByTestId('bulk-progress');
    this.confirmation = page.getByRole('dialog', { name: 'Bulk action confirmation' });
    this.failedView = page.getByTestId('bulk-failed-view');
    this.previousPage = page.getByRole('button', { name: 'Previous page' });
    this.nextPage = page.getByRole('button', { name: 'Next page' });
  }

  /** Opens the annotation page in the bulk view (`view=bulk`), with more of its URL's words. */
  async goto(datasetId: string, query: Record<string, string | number> = {}): Promise<void> {
    const search = new URLSearchParams({ status: 'pending', view: 'bulk', ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
    await this.page.goto(`/dataset/${datasetId}/annotation-mode?${search}`);
    await this.expectLoaded();
  }

  /** Waits until the page's records are all loaded and drawn (no longer dimmed). */
  async expectLoaded(): Promise<void> {
    await expect(this.list).toHaveAttribute('data-complete', 'true', { timeout: 30_000 });
    await expect(this.list).not.toHaveAttribute('aria-busy', 'true');
  }

  card(recordId: string): Locator {
    return this.page.locator(`[data-testid="bulk-record"][data-record-id="${recordId}"]`);
  }

  /** The checkbox of a card (cards are named by the record's external id, or the start of its id). */
  checkbox(recordId: string): Locator {
    return this.card(recordId).getByRole('checkbox');
  }

  /**
   * Scrolls the page's cards until the record's card is drawn (only the cards in view are in the page),
   * from the top of the list down, and answers it.
   */
  async scrollTo(recordId: string): Promise<Locator> {
    const card = this.card(recordId);
    const scroll = (to: 'top' | 'down') =>
      this.list.evaluate((list, to) => {
        let pane = list.parentElement;
        while (pane && !/(auto|scroll)/.test(getComputedStyle(pane).overflowY)) pane = pane.parentElement;
        const scroller = pane ?? document.scrollingElement!;
        if (to === 'top') scroller.scrollTop = 0;
        else scroller.scrollTop += 200;
      }, to);
    // After each scroll, two frames: the list has drawn the cards of the new position (a fixed pause could
    // end before a busy machine drew them, and the next scroll would pass the card by).
    const drawn = () => this.list.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if ((await card.count()) === 0) {
      await scroll('top');
      await drawn();
    }
    for (let step = 0; step < 100 && (await card.count()) === 0; step += 1) {
      await scroll('down');
      await drawn();
    }
    await card.scrollIntoViewIfNeeded();
    return card;
  }

  /** The record ids of the cards drawn now, in page order. */
  async shownIds(): Promise<string[]> {
    return this.cards.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-record-id') ?? ''));
  }

  /** The questionnaire's action button: "Submit", "Discard" or "Save … as draft", whatever its count says. */
  action(action: Action): Locator {
    return this.questionnaire.locator('footer').getByRole('button', { name: new RegExp(`^${action === 'Save' ? 'Save' : action}`) });
  }

  matchedButton(): Locator {
    return this.header.getByRole('button', { name: /^Select all \d[\d,]* matched records$/ });
  }

  /** Selects words of a card's span-annotated text with the mouse (like `AnnotationPage.selectWithMouse`). */
  async selectWords(recordId: string, word: string): Promise<void> {
    const text = this.card(recordId).getByTestId('span-field-text');
    await text.scrollIntoViewIfNeeded();
    const box = async (edge: 'start' | 'end') =>
      text.evaluate(
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
    const start = await box('start');
    const end = await box('end');
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move(end.x, end.y, { steps: 4 });
    await this.page.mouse.up();
  }
}
