import { describe, expect, it } from 'vitest';
import { sdkSnippet } from '../src/features/datasets/sdk-snippet';

describe('the first-dataset snippet', () => {
  it('points the SDK at this server and an existing workspace', () => {
    const snippet = sdkSnippet('https://gloss.example.org', { kind: 'existing', name: 'team' });
    expect(snippet).toContain('import argilla as rg');
    expect(snippet).toContain('client = rg.Argilla(api_url="https://gloss.example.org", api_key="<your API key>")');
    expect(snippet).toContain('workspace="team"');
    expect(snippet).not.toContain('rg.Workspace(');
  });

  it('creates a workspace first for an owner who has none', () => {
    const snippet = sdkSnippet('http://localhost:6900', { kind: 'create' });
    expect(snippet).toContain('rg.Workspace(name="my-workspace", client=client).create()');
    expect(snippet).toContain('workspace="my-workspace"');
  });

  it('leaves a placeholder for an admin who must be added to a workspace first', () => {
    const snippet = sdkSnippet('http://localhost:6900', { kind: 'placeholder' });
    expect(snippet).not.toContain('rg.Workspace(');
    expect(snippet).toContain('workspace="<workspace name>"');
  });
});

describe('the snippet in another language', () => {
  it('uses the translated placeholders', () => {
    const snippet = sdkSnippet('http://localhost:6900', { kind: 'placeholder' }, { apiKey: '<tu clave de API>', workspace: '<nombre>' });
    expect(snippet).toContain('api_key="<tu clave de API>"');
    expect(snippet).toContain('workspace="<nombre>"');
  });
});
