import type { Dataset, User, Workspace } from '@gloss/contract';
import { WORKSPACE_NAME_LENGTH_MAX, WORKSPACE_NAME_PATTERN } from '@gloss/contract/accounts';
import { HttpError, NetworkError } from '../../shared/api/errors';

/** One workspace with the names of its datasets (the server refuses to delete it while it has any). */
export interface WorkspaceRow {
  workspace: Workspace;
  datasetNames: string[];
}

/** The workspaces A to Z, each with its datasets' names A to Z. */
export function workspaceRows(workspaces: readonly Workspace[], datasets: readonly Dataset[], language: string): WorkspaceRow[] {
  const byWorkspace = new Map<string, string[]>();
  for (const dataset of datasets) {
    const names = byWorkspace.get(dataset.workspace_id) ?? [];
    names.push(dataset.name);
    byWorkspace.set(dataset.workspace_id, names);
  }
  const compare = (a: string, b: string) => a.localeCompare(b, language);
  return [...workspaces]
    .sort((a, b) => compare(a.name, b.name))
    .map((workspace) => ({ workspace, datasetNames: [...(byWorkspace.get(workspace.id) ?? [])].sort(compare) }));
}

/** The workspace the URL names, else the first one; null when there are none. */
export function selectedRow(rows: readonly WorkspaceRow[], name: string | undefined): WorkspaceRow | null {
  return rows.find((row) => row.workspace.name === name) ?? rows[0] ?? null;
}

export type WorkspaceNameProblem = 'required' | 'pattern' | 'tooLong' | 'taken';

/** What the server would refuse in a new workspace's name, before anything is sent. */
export function workspaceNameProblem(name: string, takenNames: ReadonlySet<string>): WorkspaceNameProblem | null {
  if (!name) return 'required';
  if (name.length > WORKSPACE_NAME_LENGTH_MAX) return 'tooLong';
  if (!WORKSPACE_NAME_PATTERN.test(name)) return 'pattern';
  if (takenNames.has(name)) return 'taken';
  return null;
}

/** Lower case without accents, so "jose" finds "José". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** People the picker offers: not yet members, matching every typed word in username or names, A to Z. */
export function pickerCandidates(users: readonly User[], members: readonly User[], text: string, language: string): User[] {
  const memberIds = new Set(members.map((member) => member.id));
  const words = folded(text).split(/\s+/).filter(Boolean);
  return users
    .filter((user) => !memberIds.has(user.id))
    .filter((user) => {
      const haystack = folded(`${user.username} ${user.first_name} ${user.last_name ?? ''}`);
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => a.username.localeCompare(b.username, language));
}

export type WorkspaceAction = 'create' | 'delete' | 'add' | 'remove';

/** A refusal said in the interface language: a catalogue key, with the server's words when none fits. */
export interface Refusal {
  key: string;
  values?: Record<string, string>;
}

/** Why the server refused a workspace change; its own messages are English and written for the SDK. */
export function workspaceRefusal(action: WorkspaceAction, error: unknown): Refusal {
  if (error instanceof NetworkError) return { key: 'workspaces.errors.network' };
  if (!(error instanceof HttpError)) return { key: 'workspaces.errors.other', values: { detail: String(error) } };
  if (error.status === 403) return { key: 'workspaces.errors.forbidden' };
  if (error.status === 409 && action === 'delete') return { key: 'workspaces.errors.hasDatasets' };
  if (error.status === 409 && action === 'create') return { key: 'workspaces.errors.nameTaken' };
  if (error.status === 409 && action === 'add') return { key: 'workspaces.errors.alreadyMember' };
  if (error.status === 422 && action === 'add') return { key: 'workspaces.errors.userGone' };
  if (error.status === 404) return { key: action === 'remove' ? 'workspaces.errors.notMember' : 'workspaces.errors.workspaceGone' };
  return { key: 'workspaces.errors.other', values: { detail: error.message } };
}
