/** How many characters of a hidden key stay readable, so people can tell two keys apart. */
const VISIBLE_TAIL = 4;
/** A fixed mask length, so the mask does not reveal how long the key is. */
const MASK_LENGTH = 16;
export const MASK_CHARACTER = '•';

/**
 * How people install the SDK, the line the top-level README gives (a unit test holds the two together): the
 * 2.8 releases Gloss is tested with, and `requests`, which argilla 2.8 imports without declaring it.
 */
export const SDK_INSTALL_COMMAND = 'pip install "argilla==2.8.*" requests';

/** A Python string literal; JSON's escapes are valid Python escapes. */
function pythonString(value: string): string {
  return JSON.stringify(value);
}

/**
 * The lines that connect the `argilla` Python SDK to this server with the person's key. One argument
 * per line, as Python formatters write it, so the snippet stays readable in a narrow box.
 */
export function pythonSdkSnippet(apiUrl: string, apiKey: string): string {
  return [
    'import argilla as rg',
    '',
    'client = rg.Argilla(',
    `    api_url=${pythonString(apiUrl)},`,
    `    api_key=${pythonString(apiKey)},`,
    ')',
  ].join('\n');
}

/** A key as shown while hidden: a mask and, for keys long enough to stay secret, the last characters. */
export function maskApiKey(apiKey: string): string {
  const mask = MASK_CHARACTER.repeat(MASK_LENGTH);
  if (apiKey.length <= VISIBLE_TAIL * 3) return mask;
  return `${mask}${apiKey.slice(-VISIBLE_TAIL)}`;
}

export interface AddRecordsSnippetInput {
  apiUrl: string;
  apiKey: string;
  datasetName: string;
  /** Left out of the call while unknown; the SDK then looks the dataset up by name alone. */
  workspaceName?: string;
  /** The dataset's field names; the example record fills each of them. */
  fieldNames: readonly string[];
}

/** Python that adds one record to this dataset with the `argilla` SDK: what an admin needs to start. */
export function addRecordsSnippet({ apiUrl, apiKey, datasetName, workspaceName, fieldNames }: AddRecordsSnippetInput): string {
  const names = fieldNames.length > 0 ? fieldNames : ['text'];
  const record = names.map((name) => `${pythonString(name)}: "..."`).join(', ');
  return [
    pythonSdkSnippet(apiUrl, apiKey),
    '',
    `dataset = client.datasets(name=${pythonString(datasetName)}${workspaceName ? `, workspace=${pythonString(workspaceName)}` : ''})`,
    `dataset.records.log([{${record}}])`,
  ].join('\n');
}

/** The workspace the snippet creates when an owner has none yet. */
export const SNIPPET_NEW_WORKSPACE = 'my-workspace';
/** What the person fills in themselves, in their language. */
export interface SnippetPlaceholders {
  apiKey: string;
  /** A workspace someone else must first add the person to. */
  workspace: string;
}

export const ENGLISH_PLACEHOLDERS: SnippetPlaceholders = { apiKey: '<your API key>', workspace: '<workspace name>' };

export type SnippetWorkspace =
  /** One the person belongs to. */
  | { kind: 'existing'; name: string }
  /** None yet, and the person may create one (owners). */
  | { kind: 'create' }
  /** None yet, and only an owner can add them to one (admins). */
  | { kind: 'placeholder' };

/**
 * Python that creates a first dataset on this server with the official argilla SDK. The API key stays a
 * placeholder: it is a secret and is shown on the user settings page, not copied around.
 */
export function firstDatasetSnippet(
  apiUrl: string,
  workspace: SnippetWorkspace,
  placeholders: SnippetPlaceholders = ENGLISH_PLACEHOLDERS,
): string {
  const workspaceName =
    workspace.kind === 'existing' ? workspace.name : workspace.kind === 'create' ? SNIPPET_NEW_WORKSPACE : placeholders.workspace;
  const quoted = pythonString(workspaceName);
  const lines = [pythonSdkSnippet(apiUrl, placeholders.apiKey), ''];
  if (workspace.kind === 'create') lines.push(`rg.Workspace(name=${quoted}, client=client).create()`, '');
  lines.push(
    'settings = rg.Settings(',
    '    fields=[rg.TextField(name="text")],',
    '    questions=[rg.LabelQuestion(name="sentiment", labels=["positive", "negative"])],',
    ')',
    `dataset = rg.Dataset(name="my-first-dataset", workspace=${quoted}, settings=settings, client=client)`,
    'dataset.create()',
    '',
    'dataset.records.log([{"text": "The delivery was quick and the support friendly."}])',
  );
  return lines.join('\n');
}
