import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from '../src/features/jobs/download-file';
import { draftProblems, hubExportBody, hubExportFailure, isValidRepoId, NEW_HUB_EXPORT } from '../src/features/jobs/hub-export-form';
import { HttpError, NetworkError } from '../src/shared/api/errors';

const draft = (changes: Partial<typeof NEW_HUB_EXPORT> = {}) => ({ ...NEW_HUB_EXPORT, repo: 'my-org/reviews', token: 'hf_x', ...changes });

describe('the repo an export goes to', () => {
  it('is a name, or an organisation and a name, as the Hub spells them', () => {
    for (const valid of ['reviews', 'my-org/reviews', 'Org_1/data.v2', 'a/b', 'x'.repeat(96)]) expect(isValidRepoId(valid), valid).toBe(true);
  });

  it('refuses what the Hub refuses', () => {
    const invalid = ['', 'a/b/c', '/reviews', 'org/', 'org/-data', 'org/data-', 'org/.data', 'org/da--ta', 'org/da..ta', 'org/data.git', 'org/da ta', 'org/dätä', 'x'.repeat(97)];
    for (const each of invalid) expect(isValidRepoId(each), each).toBe(false);
  });
});

describe('the export dialog’s checks', () => {
  it('start from the SDK’s names, public, with no repo and no token', () => {
    expect(NEW_HUB_EXPORT).toEqual({ repo: '', subset: 'default', split: 'train', visibility: 'public', token: '' });
    expect(draftProblems(NEW_HUB_EXPORT)).toEqual({ repo: 'required', token: 'required' });
  });

  it('name each field that stops the export', () => {
    expect(draftProblems(draft())).toEqual({});
    expect(draftProblems(draft({ repo: 'org/bad name' }))).toEqual({ repo: 'repoInvalid' });
    expect(draftProblems(draft({ subset: '  ', split: '' }))).toEqual({ subset: 'required', split: 'required' });
    expect(draftProblems(draft({ split: 's'.repeat(501) }))).toEqual({ split: 'tooLong' });
    expect(draftProblems(draft({ token: 't'.repeat(1001) }))).toEqual({ token: 'tooLong' });
  });

  it('send the names trimmed, and the visibility as `private`', () => {
    expect(hubExportBody(draft({ repo: ' my-org/reviews ', subset: ' default', split: 'test ', visibility: 'private', token: ' hf_x ' }))).toEqual({
      name: 'my-org/reviews',
      subset: 'default',
      split: 'test',
      private: true,
      token: 'hf_x',
    });
    expect(hubExportBody(draft()).private).toBe(false);
  });
});

describe('a refused export', () => {
  it('is said in the server’s words when it words the rule (no records, one already running)', () => {
    expect(hubExportFailure(new HttpError(422, { detail: 'Dataset with id `d1` has no records to export' }, '/p'))).toEqual({
      kind: 'server',
      message: 'Dataset with id `d1` has no records to export',
    });
    expect(hubExportFailure(new HttpError(409, { detail: 'An export is running' }, '/p'))).toEqual({ kind: 'server', message: 'An export is running' });
  });

  it('is said in the interface’s words otherwise', () => {
    const schemaError = { detail: { code: 'argilla.api.errors::ValidationError', params: { errors: [] } } };
    expect(hubExportFailure(new HttpError(422, schemaError, '/p'))).toEqual({ kind: 'invalid' });
    expect(hubExportFailure(new HttpError(403, { detail: { code: 'argilla.api.errors::ForbiddenOperationError' } }, '/p'))).toEqual({ kind: 'forbidden' });
    expect(hubExportFailure(new HttpError(404, { detail: 'Dataset with id `d1` not found' }, '/p'))).toEqual({ kind: 'notFound' });
    expect(hubExportFailure(new HttpError(500, null, '/p'))).toEqual({ kind: 'other' });
    expect(hubExportFailure(new NetworkError('/p'))).toEqual({ kind: 'network' });
    expect(hubExportFailure(new Error('boom'))).toEqual({ kind: 'other' });
  });
});

describe('the refused rows’ file name', () => {
  it('comes from the server’s Content-Disposition, its UTF-8 name first', () => {
    expect(filenameFromDisposition('attachment; filename="refused-rows-j1.csv"', 'x.csv')).toBe('refused-rows-j1.csv');
    expect(filenameFromDisposition("attachment; filename=\"rows.csv\"; filename*=UTF-8''r%C3%A9fus%C3%A9s.csv", 'x.csv')).toBe('réfusés.csv');
    expect(filenameFromDisposition('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
  });

  it('keeps the name alone, and falls back when there is none', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/rows.csv"', 'x.csv')).toBe('rows.csv');
    expect(filenameFromDisposition(null, 'x.csv')).toBe('x.csv');
    expect(filenameFromDisposition('attachment', 'x.csv')).toBe('x.csv');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A", 'x.csv')).toBe('x.csv');
  });
});
