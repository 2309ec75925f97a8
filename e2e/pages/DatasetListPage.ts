import { expect, type Locator, type Page } from '@playwright/test';

export type ColumnName = 'Dataset' | 'Workspace' | 'Created' | 'Updated' | 'Team progress';

/** `/` and `/datasets`: the table of datasets with search, workspace filter, sorting and pages. */
export class DatasetListPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly columnHeaders: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly workspaceFilterButton: Locator;
  readonly workspaceFilterPanel: Locator;
  readonly pagination: Locator;
  readonly pageSize: Locator;
  readonly range: Locator;
  readonly nextPage: Locator;
  readonly previousPage: Locator;
  readonly emptyState: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.table = page.getByRole('table');
    this.columnHeaders = this.table.getByRole('columnheader');
    // Rows of the body only (the header row has column headers, not cells); skeleton rows are hidden.
    this.rows = this.table.locator('tbody tr').filter({ has: page.getByRole('cell') });
    this.search = page.getByRole('searchbox', { name: 'Search datasets' });
    this.workspaceFilterButton = page.getByRole('button', { name: 'Workspace filter' });
    this.workspaceFilterPanel = page.getByRole('dialog', { name: 'Workspace filter' });
    this.pagination = page.getByRole('navigation', { name: 'Pagination' });
    this.pageSize = this.pagination.getByLabel('Rows per page');
    this.range = this.pagination.locator('[aria-live]');
    this.nextPage = this.pagination.getByRole('button', { name: 'Next page' });
    this.previousPage = this.pagination.getByRole('button', { name: 'Previous page' });
    this.emptyState = page.getByRole('main').getByRole('region');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/datasets${query}`);
  }

  /** Asserts the names shown, in order (web-first: retried until the table settles). */
  async expectNames(names: readonly string[]): Promise<void> {
    await expect(this.nameLinks()).toHaveText([...names]);
  }

  nameLinks(): Locator {
    return this.table.locator('tbody tr td:first-child a[href$="/annotation-mode"]');
  }

  row(datasetName: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: datasetName, exact: true }) });
  }

  nameLink(datasetName: string): Locator {
    return this.table.getByRole('link', { name: datasetName, exact: true });
  }

  settingsLink(datasetName: string): Locator {
    return this.table.getByRole('link', { name: `Settings of ${datasetName}`, exact: true });
  }

  progressBar(datasetName: string): Locator {
    return this.table.getByRole('progressbar', { name: `Team progress of ${datasetName}`, exact: true });
  }

  sortButton(column: ColumnName): Locator {
    return this.columnHeader(column).getByRole('button');
  }

  columnHeader(column: ColumnName): Locator {
    return this.table.getByRole('columnheader', { name: column, exact: true });
  }

  /**
   * Clicks a row where it has no link or tooltip of its own (its workspace cell), with the mouse as a
   * person would: the row-wide link lies over the cells, so the click lands on that link.
   */
  async clickRow(datasetName: string): Promise<void> {
    const box = await this.row(datasetName).getByRole('cell').nth(1).boundingBox();
    if (!box) throw new Error(`The row of ${datasetName} is not on screen`);
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  async sortBy(column: ColumnName): Promise<void> {
    await this.sortButton(column).click();
  }

  /** Types a name search (the list follows after a short pause). */
  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  /** Ticks or unticks a workspace in the filter panel, opening it first, and closes it. */
  async toggleWorkspace(name: string): Promise<void> {
    if (!(await this.workspaceFilterPanel.isVisible())) await this.workspaceFilterButton.click();
    await this.workspaceFilterPanel.getByRole('checkbox', { name, exact: true }).click();
    await this.page.keyboard.press('Escape');
    await expect(this.workspaceFilterPanel).toBeHidden();
  }

  async workspaceOptions(): Promise<string[]> {
    await this.workspaceFilterButton.click();
    await expect(this.workspaceFilterPanel).toBeVisible();
    const names = await this.workspaceFilterPanel.getByRole('checkbox').evaluateAll((boxes) =>
      boxes.map((box) => box.closest('label')?.textContent?.trim() ?? ''),
    );
    await this.page.keyboard.press('Escape');
    return names;
  }
}
