import { expect, type Locator, type Page } from '@playwright/test';

export type FilterCategoryName = 'Metadata' | 'Responses' | 'Suggestions' | 'Review';
const PANEL_NAMES: Record<FilterCategoryName, string> = {
  Metadata: 'Filter by metadata',
  Responses: 'Filter by your responses',
  Suggestions: 'Filter by suggestions',
  Review: 'Filter by review',
};

/**
 * The annotation page's filters: the toolbar's Filters button, the row under the toolbar with the
 * Metadata, Responses and Suggestions buttons, their panels (property or question, then its values),
 * and the chips of the active filters.
 */
export class RecordFilters {
  readonly toggle: Locator;
  readonly row: Locator;
  readonly chips: Locator;
  readonly clearAll: Locator;
  /** The open panel (Radix renders it as a dialog in a portal). */
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.toggle = page.getByTestId('filters-toggle');
    this.row = page.getByTestId('filter-row');
    this.chips = page.getByRole('list', { name: 'Active filters' }).locator('[data-chip]');
    this.clearAll = this.row.getByRole('button', { name: 'Clear all' });
    this.panel = page.getByRole('dialog');
  }

  category(name: FilterCategoryName): Locator {
    return this.row.getByTestId(`filter-${name.toLowerCase()}`);
  }

  /** Opens a category's panel (showing the row first) and, when given, picks a property or question. */
  async open(name: FilterCategoryName, target?: string): Promise<void> {
    if (!(await this.category(name).isVisible())) await this.toggle.click();
    await this.category(name).click();
    await expect(this.page.getByRole('dialog', { name: PANEL_NAMES[name] })).toBeVisible();
    if (target) await this.panel.getByRole('button', { name: target, exact: true }).click();
  }

  /** The properties or questions the open panel lists. */
  targets(): Locator {
    return this.panel.getByRole('list').getByRole('button');
  }

  /** One choice of the Review panel: a property's group ("Needs review") and its choice ("Yes", "Any"). */
  reviewChoice(property: string, choice: string): Locator {
    return this.panel.getByRole('group', { name: property, exact: true }).getByRole('radio', { name: choice, exact: true });
  }

  checkbox(text: string): Locator {
    return this.panel.getByRole('checkbox', { name: text, exact: true });
  }

  /** A range's "From" or "To" box (their names end with what is filtered). */
  from(name: string): Locator {
    return this.panel.getByRole('textbox', { name: `From ${name}` });
  }

  to(name: string): Locator {
    return this.panel.getByRole('textbox', { name: `To ${name}` });
  }

  tab(name: 'Value' | 'Score' | 'Agent'): Locator {
    return this.panel.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  back(): Locator {
    return this.panel.getByRole('button', { name: 'Back to the list' });
  }

  /** Closes the open panel, which applies what was changed in it at once. */
  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.panel).toBeHidden();
  }

  /** A chip by its text ("Price: 10 – 30"); clicking it reopens its filter. */
  chip(text: string): Locator {
    return this.row.getByRole('button', { name: text, exact: true });
  }

  removeChip(name: string): Locator {
    return this.row.getByRole('button', { name: `Remove the filter on ${name}` });
  }
}
