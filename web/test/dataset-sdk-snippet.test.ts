import { describe, expect, it } from 'vitest';
import { addRecordsSnippet } from '../src/features/dataset/sdk-snippet';

const base = { apiUrl: 'http://localhost:6900', apiKey: 'owner.apikey', datasetName: 'reviews', workspaceName: 'team-a' };

describe('addRecordsSnippet', () => {
  it('connects, finds the dataset in its workspace and logs a record that fills every field', () => {
    expect(addRecordsSnippet({ ...base, fieldNames: ['prompt', 'response'] })).toBe(
      [
        'import argilla as rg',
        '',
        'client = rg.Argilla(',
        '    api_url="http://localhost:6900",',
        '    api_key="owner.apikey",',
        ')',
        '',
        'dataset = client.datasets(name="reviews", workspace="team-a")',
        'dataset.records.log([{"prompt": "...", "response": "..."}])',
      ].join('\n'),
    );
  });

  it('uses a text field in the example while the fields are not known', () => {
    expect(addRecordsSnippet({ ...base, fieldNames: [] })).toContain('dataset.records.log([{"text": "..."}])');
  });

  it('looks the dataset up by name alone while the workspace is not known', () => {
    expect(addRecordsSnippet({ ...base, workspaceName: undefined, fieldNames: ['text'] })).toContain('client.datasets(name="reviews")');
  });

  it('quotes names as Python strings', () => {
    expect(addRecordsSnippet({ ...base, datasetName: 'say "hi"', fieldNames: ['text'] })).toContain('name="say \\"hi\\""');
  });
});
