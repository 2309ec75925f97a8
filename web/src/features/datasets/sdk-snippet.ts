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
export function sdkSnippet(
  apiUrl: string,
  workspace: SnippetWorkspace,
  placeholders: SnippetPlaceholders = ENGLISH_PLACEHOLDERS,
): string {
  const workspaceName =
    workspace.kind === 'existing' ? workspace.name : workspace.kind === 'create' ? SNIPPET_NEW_WORKSPACE : placeholders.workspace;
  const quoted = JSON.stringify(workspaceName);
  const lines = [
    'import argilla as rg',
    '',
    `client = rg.Argilla(api_url=${JSON.stringify(apiUrl)}, api_key=${JSON.stringify(placeholders.apiKey)})`,
    '',
  ];
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
