import { expect, type Locator, type Page } from '@playwright/test';
import { Toasts } from './Toasts';

/** The settings page's Assignment tab and its dialogs. */
export class AssignmentTab {
  readonly root: Locator;
  readonly strategy: Locator;
  readonly counts: Locator;
  readonly unassigned: Locator;
  readonly splitDialog: Locator;
  readonly ruleDialog: Locator;
  readonly clearDialog: Locator;
  readonly toasts: Toasts;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('assignment-tab');
    this.strategy = page.getByTestId('assignment-strategy');
    this.counts = page.getByTestId('assignment-counts');
    this.unassigned = page.getByTestId('assignment-unassigned');
    this.splitDialog = page.getByTestId('split-dialog');
    this.ruleDialog = page.getByTestId('rule-dialog');
    this.clearDialog = page.getByTestId('clear-assignments-dialog');
    this.toasts = new Toasts(page);
  }

  async goto(datasetId: string, baseUrl = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/dataset/${datasetId}/settings?tab=assignment`);
    await expect(this.page.getByRole('tab', { name: 'Assignment', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(this.strategy).toBeVisible();
  }

  action(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  /** The records an annotator holds, as the distribution's table shows them. */
  assignedTo(username: string): Locator {
    return this.counts.locator(`tr[data-username="${username}"] td`);
  }

  /** A person's checkbox in a dialog's list. */
  person(dialog: Locator, username: string): Locator {
    return dialog.getByRole('checkbox', { name: new RegExp(`^${username}\\b`) });
  }
}
