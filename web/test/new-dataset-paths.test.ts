import { describe, expect, it } from 'vitest';
import { addRecordsPath, baseNameOf, filePathFor, hubPathFor, jobPath, repoNameOf } from '../src/features/new-dataset/paths';

describe('the pages of an import', () => {
  it('are reloadable URLs for a file and a Hub split, for a new dataset or an existing one', () => {
    expect(filePathFor({ kind: 'new' }, 'u-1')).toBe('/new/file/u-1');
    expect(hubPathFor({ kind: 'new' }, 'stanfordnlp/imdb', 'plain_text', 'train')).toBe('/new/hub/stanfordnlp/imdb?subset=plain_text&split=train');
    expect(addRecordsPath('d 1')).toBe('/dataset/d%201/add-records');
    expect(filePathFor({ kind: 'existing', datasetId: 'd1' }, 'u')).toBe('/dataset/d1/add-records/file/u');
    expect(hubPathFor({ kind: 'existing', datasetId: 'd1' }, 'squad', 'plain text', 'validation')).toBe(
      '/dataset/d1/add-records/hub/squad?subset=plain%20text&split=validation',
    );
    expect(jobPath('j1')).toBe('/jobs/j1');
  });

  it('start from the source’s name', () => {
    expect(baseNameOf('reviews 2024.csv')).toBe('reviews 2024');
    expect(baseNameOf('.env')).toBe('.env');
    expect(repoNameOf('stanfordnlp/imdb')).toBe('imdb');
    expect(repoNameOf('squad')).toBe('squad');
  });
});
