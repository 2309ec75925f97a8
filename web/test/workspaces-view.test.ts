import type { Dataset, User, Workspace } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../src/shared/api/errors';
import {
  pickerCandidates,
  selectedRow,
  workspaceNameProblem,
  workspaceRefusal,
  workspaceRows,
} from '../src/features/workspaces/workspace-view';

const workspace = (name: string): Workspace => ({ id: `ws-${name}`, name, inserted_at: '2024-01-01T00:00:00', updated_at: '2024-01-01T00:00:00' });
const dataset = (name: string, workspaceId: string) => ({ id: `ds-${name}`, name, workspace_id: workspaceId }) as Dataset;
const user = (username: string, changes: Partial<User> = {}): User => ({
  id: `id-${username}`,
  username,
  first_name: username,
  last_name: null,
  role: 'annotator',
  inserted_at: '2024-01-01T00:00:00',
  updated_at: '2024-01-01T00:00:00',
  ...changes,
});

const alpha = workspace('alpha');
const beta = workspace('Beta');
const gamma = workspace('gamma');

describe('workspaceRows', () => {
  const rows = workspaceRows([gamma, alpha, beta], [dataset('zeta', alpha.id), dataset('eta', alpha.id), dataset('b', beta.id)], 'en');

  it('lists workspaces A to Z, each with its datasets A to Z', () => {
    expect(rows.map((row) => [row.workspace.name, row.datasetNames])).toEqual([
      ['alpha', ['eta', 'zeta']],
      ['Beta', ['b']],
      ['gamma', []],
    ]);
  });

  it('opens the workspace the URL names, else the first, else none', () => {
    expect(selectedRow(rows, 'gamma')?.workspace).toBe(gamma);
    expect(selectedRow(rows, 'gone')?.workspace).toBe(alpha);
    expect(selectedRow(rows, undefined)?.workspace).toBe(alpha);
    expect(selectedRow([], 'alpha')).toBeNull();
  });
});

describe('workspaceNameProblem', () => {
  it('accepts the names the SDK can read back', () => {
    expect(workspaceNameProblem('team_a-2', new Set())).toBeNull();
  });

  it('refuses what the server would', () => {
    expect(workspaceNameProblem('', new Set())).toBe('required');
    expect(workspaceNameProblem('team a', new Set())).toBe('pattern');
    expect(workspaceNameProblem('équipe', new Set())).toBe('pattern');
    expect(workspaceNameProblem('x'.repeat(201), new Set())).toBe('tooLong');
    expect(workspaceNameProblem('alpha', new Set(['alpha']))).toBe('taken');
  });
});

describe('pickerCandidates', () => {
  const ada = user('ada', { first_name: 'Ada', last_name: 'Lovelace' });
  const bob = user('bob', { first_name: 'Bob' });
  const jose = user('jose', { first_name: 'José' });

  it('offers people who are not members yet, A to Z', () => {
    expect(pickerCandidates([jose, bob, ada], [bob], '', 'en').map((candidate) => candidate.username)).toEqual(['ada', 'jose']);
  });

  it('matches every typed word in the username or names, ignoring case and accents', () => {
    expect(pickerCandidates([jose, bob, ada], [], 'LOVE', 'en').map((candidate) => candidate.username)).toEqual(['ada']);
    expect(pickerCandidates([jose, bob, ada], [], 'jose', 'en').map((candidate) => candidate.username)).toEqual(['jose']);
    expect(pickerCandidates([jose, bob, ada], [], 'ada bob', 'en')).toEqual([]);
  });
});

describe('refusals of workspace changes', () => {
  const refused = (status: number, detail = 'x') => new HttpError(status, { detail }, '/v1/workspaces');

  it('says why in the interface language, by what was asked', () => {
    expect(workspaceRefusal('delete', refused(409, 'Cannot delete the workspace w. This workspace has some datasets linked'))).toEqual({
      key: 'workspaces.errors.hasDatasets',
    });
    expect(workspaceRefusal('create', refused(409))).toEqual({ key: 'workspaces.errors.nameTaken' });
    expect(workspaceRefusal('add', refused(409))).toEqual({ key: 'workspaces.errors.alreadyMember' });
    expect(workspaceRefusal('add', refused(422))).toEqual({ key: 'workspaces.errors.userGone' });
    expect(workspaceRefusal('remove', refused(404))).toEqual({ key: 'workspaces.errors.notMember' });
    expect(workspaceRefusal('delete', refused(404))).toEqual({ key: 'workspaces.errors.workspaceGone' });
    expect(workspaceRefusal('add', refused(403))).toEqual({ key: 'workspaces.errors.forbidden' });
    expect(workspaceRefusal('remove', new NetworkError('/v1/workspaces'))).toEqual({ key: 'workspaces.errors.network' });
    expect(workspaceRefusal('create', refused(500, 'boom'))).toEqual({ key: 'workspaces.errors.other', values: { detail: 'boom' } });
  });
});
