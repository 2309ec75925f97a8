import { describe, expect, it } from 'vitest';
import { MASK_CHARACTER, maskApiKey, pythonSdkSnippet } from '../src/features/user-settings/sdk-snippet';

describe('pythonSdkSnippet', () => {
  it('imports the SDK and connects it to the given server with the given key', () => {
    expect(pythonSdkSnippet('https://gloss.example.org', 'owner.apikey')).toBe(
      [
        'import argilla as rg',
        '',
        'client = rg.Argilla(',
        '    api_url="https://gloss.example.org",',
        '    api_key="owner.apikey",',
        ')',
      ].join('\n'),
    );
  });

  it('writes values as valid Python string literals, whatever they contain', () => {
    const snippet = pythonSdkSnippet('http://localhost:6900', 'a"b\\c');
    expect(snippet).toContain('api_key="a\\"b\\\\c"');
  });
});

describe('maskApiKey', () => {
  it('hides a long key behind a fixed-length mask and keeps its last four characters', () => {
    const masked = maskApiKey('owner-key-123456');
    expect(masked).toBe(`${MASK_CHARACTER.repeat(16)}3456`);
    expect(masked).not.toContain('owner');
  });

  it('does not reveal how long the key is', () => {
    expect(maskApiKey('k'.repeat(20)).length).toBe(maskApiKey('k'.repeat(80)).length);
  });

  it('shows nothing of a key too short to give away a part of it', () => {
    expect(maskApiKey('short-key')).toBe(MASK_CHARACTER.repeat(16));
    expect(maskApiKey('')).toBe(MASK_CHARACTER.repeat(16));
  });
});
