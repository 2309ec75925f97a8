import { expect, type Locator, type Page } from '@playwright/test';

export type RoleName = 'Owner' | 'Admin' | 'Annotator';

/** `/team`: the people, their roles and workspaces, and (for owners) the account dialogs. */
export class TeamPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly newUserButton: Locator;
  readonly accessDenied: Locator;
  readonly readOnlyNote: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.table = page.getByTestId('team-table');
    this.rows = page.getByTestId('team-row');
    this.search = page.getByRole('searchbox', { name: 'Search people' });
    this.newUserButton = page.getByRole('main').getByRole('button', { name: 'New user' });
    this.accessDenied = page.getByTestId('access-denied');
    this.readOnlyNote = page.getByTestId('team-read-only');
    this.count = page.getByRole('main').getByText(/^Shown: \d+ of \d+$/);
  }

  async goto(query = '', baseUrl = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/team${query}`);
  }

  row(username: string): Locator {
    return this.page.locator(`[data-testid="team-row"][data-username="${username}"]`);
  }

  roleOf(username: string): Locator {
    return this.row(username).getByTestId('team-role');
  }

  /** The column header's sort button, by its English name. */
  sortButton(column: string): Locator {
    return this.table.getByRole('columnheader', { name: column }).getByRole('button');
  }

  columnHeader(column: string): Locator {
    return this.table.getByRole('columnheader', { name: column });
  }

  /** Narrows the list to one person, so rows other tests add to the shared server do not get in the way. */
  async find(username: string): Promise<Locator> {
    await this.search.fill(username);
    await expect(this.rows).toHaveCount(1);
    return this.row(username);
  }

  actionButton(username: string, action: 'Reset the password of' | 'Change the role of' | 'Delete'): Locator {
    return this.row(username).getByRole('button', { name: `${action} ${username}` });
  }

  /** Every button in a row (none for people the viewer may not change). */
  rowButtons(username: string): Locator {
    return this.row(username).getByRole('button');
  }

  dialog(testId: 'create-user-dialog' | 'created-user-dialog' | 'reset-password-dialog' | 'change-role-dialog' | 'delete-user-dialog'): Locator {
    return this.page.getByTestId(testId);
  }

  /** Fills the "New user" form; the password field keeps its generated value unless one is given. */
  async fillNewUser(user: { username: string; firstName: string; lastName?: string; role: RoleName; workspaces?: string[]; password?: string }) {
    await this.newUserButton.click();
    const form = this.dialog('create-user-dialog');
    await form.getByLabel('Username').fill(user.username);
    await form.getByLabel('First name').fill(user.firstName);
    if (user.lastName) await form.getByLabel('Last name (optional)').fill(user.lastName);
    await form.getByRole('radio', { name: user.role, exact: true }).check();
    for (const name of user.workspaces ?? []) await form.getByRole('checkbox', { name }).check();
    if (user.password !== undefined) await form.getByLabel('Password', { exact: true }).fill(user.password);
    return form;
  }

  /** The password the form holds now (generated or typed). */
  async formPassword(): Promise<string> {
    return this.dialog('create-user-dialog').getByLabel('Password', { exact: true }).inputValue();
  }

  async openAction(username: string, action: 'Reset the password of' | 'Change the role of' | 'Delete'): Promise<void> {
    await this.find(username);
    await this.actionButton(username, action).click();
  }
}
