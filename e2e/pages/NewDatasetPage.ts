import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * "New dataset": the source step (`/new`: a file dropped or picked, or a Hub dataset looked up, then its
 * subset and split) and the configuration page it leads to (`/new/file/:uploadId`, `/new/hub/:repo?subset=&split=`:
 * the columns and what each becomes, the questions, the dataset's details, the live preview, Create).
 * Names are the English interface's; tests in another language reach the same parts by their test ids.
 */
export class NewDatasetPage {
  // The source step --------------------------------------------------------------------------------
  readonly fileSource: Locator;
  readonly dropZone: Locator;
  readonly fileInput: Locator;
  readonly hubSource: Locator;
  readonly hubDataset: Locator;
  readonly hubToken: Locator;
  readonly lookUp: Locator;
  /** What the look-up found: the subsets and the splits with their row counts. */
  readonly hubSplits: Locator;
  readonly subset: Locator;
  readonly continueToConfiguration: Locator;
  // The configuration page ------------------------------------------------------------------------
  readonly sourceSummary: Locator;
  readonly columnCards: Locator;
  readonly questionCards: Locator;
  readonly addQuestion: Locator;
  readonly datasetName: Locator;
  readonly workspace: Locator;
  readonly create: Locator;
  readonly problems: Locator;
  readonly creationDialog: Locator;
  /** The live preview beside the configuration: the annotation page's record card and questions. */
  readonly preview: Locator;
  readonly previewQuestions: Locator;
  readonly notAllowed: Locator;

  constructor(readonly page: Page) {
    this.fileSource = page.getByTestId('file-source');
    this.dropZone = page.getByTestId('drop-zone');
    this.fileInput = this.fileSource.locator('input[type="file"]');
    this.hubSource = page.getByTestId('hub-source');
    this.hubDataset = page.getByRole('textbox', { name: 'Dataset on the Hub' });
    this.hubToken = page.getByLabel('Access token (optional)');
    this.lookUp = this.hubSource.getByRole('button', { name: 'Look up' });
    this.hubSplits = page.getByTestId('hub-splits');
    this.subset = this.hubSplits.getByRole('combobox', { name: 'Subset' });
    this.continueToConfiguration = this.hubSplits.getByRole('button', { name: 'Continue' });
    this.sourceSummary = page.getByTestId('source-summary');
    this.columnCards = page.getByTestId('column-card');
    this.questionCards = page.getByTestId('question-card');
    this.addQuestion = page.getByRole('button', { name: 'Add question' });
    this.datasetName = page.getByRole('textbox', { name: 'Dataset name' });
    this.workspace = page.getByRole('combobox', { name: 'Workspace', exact: true });
    this.create = page.getByRole('button', { name: 'Create dataset' });
    this.problems = page.getByTestId('configuration-problems');
    this.creationDialog = page.getByTestId('creation-dialog');
    this.preview = page.getByTestId('live-preview');
    this.previewQuestions = page.getByTestId('preview-questions');
    this.notAllowed = page.getByTestId('access-denied');
  }

  /** `baseUrl`: a server of the test's own (the run's shared server by default). */
  async goto(baseUrl = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/new`);
  }

  // The source step --------------------------------------------------------------------------------

  /**
   * Drops a file on the drop zone as a person drags one from their desktop: the page receives dragenter,
   * dragover and drop events whose DataTransfer holds the file.
   */
  async dropFile(path: string, type = 'text/csv'): Promise<void> {
    const bytes = [...readFileSync(path)];
    const transfer = await this.page.evaluateHandle(
      ({ bytes, name, type }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], name, { type }));
        return data;
      },
      { bytes, name: basename(path), type },
    );
    for (const event of ['dragenter', 'dragover', 'drop']) await this.dropZone.dispatchEvent(event, { dataTransfer: transfer });
    await transfer.dispose();
  }

  /** Picks a file as the "Choose a file" button's file chooser would. */
  async chooseFile(path: string): Promise<void> {
    await this.fileInput.setInputFiles(path);
  }

  /** Types a Hub dataset's repo id or URL (and a token) and looks it up. */
  async lookUpHubDataset(dataset: string, token?: string): Promise<void> {
    await this.hubDataset.fill(dataset);
    if (token !== undefined) await this.hubToken.fill(token);
    await this.lookUp.click();
  }

  /** A split's radio button, by the split's name. */
  split(name: string): Locator {
    return this.hubSplits.locator(`input[type="radio"][value="${name}"]`);
  }

  /** A split's whole choice: its name and, when the Hub knows it, its row count. */
  splitChoice(name: string): Locator {
    return this.hubSplits.locator('label').filter({ has: this.page.locator(`input[type="radio"][value="${name}"]`) });
  }

  /** Picks a subset and a split from the look-up's lists and opens their configuration. */
  async chooseSplit(subset: string, split: string): Promise<void> {
    await this.subset.selectOption(subset);
    await this.split(split).check();
    await this.continueToConfiguration.click();
  }

  // The configuration page ------------------------------------------------------------------------

  /** A source column's card, by the column's name. */
  column(name: string): Locator {
    return this.columnCards.and(this.page.locator(`[data-column="${name}"]`));
  }

  /** What the column becomes ("Use as"), a select of roles by their labels ("Text field", "Not imported"...). */
  useAs(column: string): Locator {
    return this.column(column).getByRole('combobox', { name: 'Use as' });
  }

  columnName(column: string): Locator {
    return this.column(column).getByRole('textbox', { name: 'Name', exact: true });
  }

  columnTitle(column: string): Locator {
    return this.column(column).getByRole('textbox', { name: 'Title', exact: true });
  }

  /** The question a suggestions column fills. */
  suggestedQuestion(column: string): Locator {
    return this.column(column).getByRole('combobox', { name: 'Question', exact: true });
  }

  /** A question's card, by its place in the list (from 1). */
  question(number: number): Locator {
    return this.questionCards.nth(number - 1);
  }

  questionType(number: number): Locator {
    return this.question(number).getByRole('combobox', { name: 'Type', exact: true });
  }

  questionName(number: number): Locator {
    return this.question(number).getByRole('textbox', { name: 'Name', exact: true });
  }

  questionTitle(number: number): Locator {
    return this.question(number).getByRole('textbox', { name: 'Title', exact: true });
  }

  /** The options (or a span question's labels), one per line. */
  questionOptions(number: number): Locator {
    return this.question(number).getByRole('textbox', { name: /^(Options|Labels), one per line$/ });
  }

  /** Writes a question's options, one per line. */
  async setOptions(number: number, options: readonly string[]): Promise<void> {
    await this.questionOptions(number).fill(options.join('\n'));
  }

  /** A field of the previewed record, by its title (each field is a region named by it). */
  previewField(title: string): Locator {
    return this.preview.getByRole('region', { name: title, exact: true });
  }

  /** A label option of a question in the preview, a radio named by the option ("positive", "positive suggested"). */
  previewLabel(option: string): Locator {
    return this.previewQuestions.getByRole('radio', { name: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`) });
  }

  /** Picks the workspace and names the dataset, then presses Create; the creation dialog says how it goes. */
  async createDataset({ name, workspace }: { name: string; workspace?: string }): Promise<void> {
    if (workspace !== undefined) await this.workspace.selectOption({ label: workspace });
    await this.datasetName.fill(name);
    await this.create.click();
  }

  /** After Create: waits for the import's page, and answers the job's id from its address. */
  async waitForJobPage(): Promise<string> {
    await this.page.waitForURL(/\/jobs\/[^/]+$/);
    await expect(this.creationDialog).toHaveCount(0);
    return decodeURIComponent(new URL(this.page.url()).pathname.split('/').pop()!);
  }
}
