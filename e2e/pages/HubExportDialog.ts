import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The dataset's "Export to Hub" action (the annotation page's header, the settings page's title) and its
 * dialog "Export to the Hugging Face Hub": the repo, its subset and split, public or private, a token for
 * this export alone, and "Start export", which opens the job's page once the server has queued it.
 */
export class HubExportDialog {
  readonly button: Locator;
  readonly dialog: Locator;
  readonly repo: Locator;
  readonly subset: Locator;
  readonly split: Locator;
  readonly publicRepo: Locator;
  readonly privateRepo: Locator;
  readonly token: Locator;
  readonly start: Locator;
  readonly cancel: Locator;
  /** Why the server did not start the export, in its words or the interface's. */
  readonly refusal: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: 'Export to Hub', exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Export to the Hugging Face Hub' });
    this.repo = this.dialog.getByLabel('Repo', { exact: true });
    this.subset = this.dialog.getByLabel('Subset', { exact: true });
    this.split = this.dialog.getByLabel('Split', { exact: true });
    this.publicRepo = this.dialog.getByRole('radio', { name: 'Public', exact: true });
    this.privateRepo = this.dialog.getByRole('radio', { name: 'Private', exact: true });
    // A password input: no textbox role, reached by its label.
    this.token = this.dialog.getByLabel('Access token', { exact: true });
    this.start = this.dialog.getByRole('button', { name: 'Start export' });
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
    this.refusal = this.dialog.getByTestId('refusal');
  }

  async open(): Promise<void> {
    await this.button.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Fills the dialog; subset and split are left at their defaults (`default`, `train`) unless given. */
  async fill(target: { repo: string; token: string; subset?: string; split?: string; visibility?: 'public' | 'private' }): Promise<void> {
    await this.repo.fill(target.repo);
    if (target.subset !== undefined) await this.subset.fill(target.subset);
    if (target.split !== undefined) await this.split.fill(target.split);
    if (target.visibility === 'private') await this.privateRepo.check();
    if (target.visibility === 'public') await this.publicRepo.check();
    await this.token.fill(target.token);
  }
}
