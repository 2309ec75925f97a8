import { type Locator, type Page } from '@playwright/test';

/** `/workspaces`: the list, the open workspace with its members, and (for owners) the picker and dialogs. */
export class WorkspacesPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly detail: Locator;
  readonly detailHeading: Locator;
  readonly members: Locator;
  readonly newWorkspaceButton: Locator;
  readonly deleteButton: Locator;
  readonly picker: Locator;
  readonly addButton: Locator;
  readonly accessDenied: Locator;
  readonly limitedNote: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.list = page.getByRole('navigation', { name: 'Workspaces' });
    this.detail = page.getByTestId('workspace-detail');
    this.detailHeading = this.detail.getByRole('heading', { level: 2 });
    this.members = page.getByTestId('workspace-members');
    this.newWorkspaceButton = page.getByRole('main').getByRole('button', { name: 'New workspace' });
    this.deleteButton = this.detail.getByRole('button', { name: 'Delete workspace' });
    this.picker = page.getByRole('combobox', { name: 'Add a member' });
    this.addButton = this.detail.getByRole('button', { name: 'Add', exact: true });
    this.accessDenied = page.getByTestId('access-denied');
    this.limitedNote = page.getByTestId('workspaces-limited');
  }

  /** Opens the page on one workspace (`?workspace=<name>`), or on the first. */
  async goto(workspaceName?: string, baseUrl = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/workspaces${workspaceName ? `?workspace=${encodeURIComponent(workspaceName)}` : ''}`);
  }

  listLink(name: string): Locator {
    return this.list.getByRole('link', { name: new RegExp(`^${name}\\b`) });
  }

  member(username: string): Locator {
    return this.members.locator(`[data-username="${username}"]`);
  }

  removeButton(username: string, workspaceName: string): Locator {
    return this.detail.getByRole('button', { name: `Remove ${username} from ${workspaceName}` });
  }

  option(username: string): Locator {
    return this.page.getByRole('option', { name: new RegExp(`^${username}\\b`) });
  }

  dialog(testId: 'create-workspace-dialog' | 'delete-workspace-dialog'): Locator {
    return this.page.getByTestId(testId);
  }

  /** Types into the picker, picks the person with the keyboard, and presses Add. */
  async addMember(search: string, username: string): Promise<void> {
    await this.picker.fill(search);
    await this.option(username).waitFor();
    await this.option(username).click();
    await this.addButton.click();
  }
}
