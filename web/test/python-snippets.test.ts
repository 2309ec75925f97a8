import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { messageBundles } from '../src/app/i18n';
import { keyPaths } from '../src/shared/i18n/messages';
import {
  MASK_CHARACTER,
  SDK_INSTALL_COMMAND,
  addRecordsSnippet,
  firstDatasetSnippet,
  maskApiKey,
  pythonSdkSnippet,
} from '../src/shared/sdk/python-snippets';

/** The README's install lines: the block the readme-python suite runs in a new virtual environment. */
function readmeInstallLines(): string[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const block = /^<!-- readme-test: install -->\n```sh\n([\s\S]*?)\n```$/m.exec(readme);
  if (!block) throw new Error('README.md has no block marked <!-- readme-test: install -->');
  return block[1].split('\n');
}

async function initialised(language: string, translation: object) {
  const instance = i18next.createInstance();
  await instance.init({ showSupportNotice: false, lng: language, resources: { [language]: { translation } }, interpolation: { escapeValue: false } });
  return instance;
}

describe('SDK_INSTALL_COMMAND', () => {
  it('is the pip line of the README, which the test suite runs as written', () => {
    expect(readmeInstallLines().filter((line) => /^\s*pip3? install\b/.test(line))).toEqual([SDK_INSTALL_COMMAND]);
  });

  it('is the only install line the messages give, in every language (My settings shows the constant itself)', async () => {
    for (const language of ['en', 'de', 'es'] as const) {
      const translation = Object.assign({}, ...messageBundles.map((bundle) => bundle[language])) as object;
      const t = (await initialised(language, translation)).t;
      const texts = keyPaths(translation).map((key) => ({ key, text: t(key, { command: SDK_INSTALL_COMMAND }) }));
      const installing = texts.filter(({ text }) => text.includes('pip install'));
      expect(installing.map(({ key }) => key).sort(), language).toEqual(['datasets.empty.adminIntro']);
      for (const { key, text } of installing) expect(text, `${language} ${key}`).toContain(`<code>${SDK_INSTALL_COMMAND}</code>`);
    }
  });
});

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

describe('the first-dataset snippet', () => {
  it('points the SDK at this server and an existing workspace', () => {
    const snippet = firstDatasetSnippet('https://gloss.example.org', { kind: 'existing', name: 'team' });
    expect(snippet).toContain('import argilla as rg');
    expect(snippet).toContain('    api_url="https://gloss.example.org",\n    api_key="<your API key>",');
    expect(snippet).toContain('workspace="team"');
    expect(snippet).not.toContain('rg.Workspace(');
  });

  it('creates a workspace first for an owner who has none', () => {
    const snippet = firstDatasetSnippet('http://localhost:6900', { kind: 'create' });
    expect(snippet).toContain('rg.Workspace(name="my-workspace", client=client).create()');
    expect(snippet).toContain('workspace="my-workspace"');
  });

  it('leaves a placeholder for an admin who must be added to a workspace first', () => {
    const snippet = firstDatasetSnippet('http://localhost:6900', { kind: 'placeholder' });
    expect(snippet).not.toContain('rg.Workspace(');
    expect(snippet).toContain('workspace="<workspace name>"');
  });
});

describe('the snippet in another language', () => {
  it('uses the translated placeholders', () => {
    const snippet = firstDatasetSnippet('http://localhost:6900', { kind: 'placeholder' }, { apiKey: '<tu clave de API>', workspace: '<nombre>' });
    expect(snippet).toContain('api_key="<tu clave de API>"');
    expect(snippet).toContain('workspace="<nombre>"');
  });
});
