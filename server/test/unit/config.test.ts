import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 6900,
      dataDir: './data',
      databaseUrl: null,
      authSecretKey: null,
      tokenExpirationSeconds: 86400,
      owner: { username: 'owner', password: null, apiKey: null, workspace: 'default' },
      docsEnabled: true,
      maxLabelOptions: 50_000,
      vectorAnnThreshold: 100_000,
      space: null,
      oauthProviders: [],
    });
    // The repository's web build, wherever the server is started from.
    expect(config.webDir).toMatch(/^\/.*\/web\/dist$/);
  });

  it('resolves GLOSS_WEB_DIR to an absolute path', () => {
    expect(loadConfig({ GLOSS_WEB_DIR: 'build/web' }).webDir).toBe(`${process.cwd()}/build/web`);
  });

  it('reads GLOSS_ variables', () => {
    const config = loadConfig({
      GLOSS_PORT: '7000',
      GLOSS_DATABASE_URL: 'postgres://u:p@db:5432/gloss',
      GLOSS_OWNER_USERNAME: 'admin',
      GLOSS_OWNER_PASSWORD: 'long-enough',
      GLOSS_DOCS_ENABLED: 'false',
      GLOSS_MAX_LABEL_OPTIONS: '1000',
      GLOSS_VECTOR_ANN_THRESHOLD: '0',
    });
    expect(config).toMatchObject({
      maxLabelOptions: 1000,
      vectorAnnThreshold: 0,
      port: 7000,
      databaseUrl: 'postgres://u:p@db:5432/gloss',
      owner: { username: 'admin', password: 'long-enough' },
      docsEnabled: false,
    });
  });

  it('takes the hosting platform OAuth variables when Gloss runs in a Space', () => {
    const config = loadConfig({ SPACE_ID: 'a/b', OAUTH_CLIENT_ID: 'id', OAUTH_CLIENT_SECRET: 'secret', OAUTH_SCOPES: 'openid' });
    expect(config.oauthProviders).toEqual([
      { name: 'huggingface', clientId: 'id', clientSecret: 'secret', scope: 'openid', baseUrl: 'https://huggingface.co' },
    ]);
    expect(config.space).toMatchObject({ id: 'a/b', persistentStorageEnabled: false });
  });

  it.each([
    ['GLOSS_PORT', 'abc'],
    ['GLOSS_DATABASE_URL', 'mysql://x'],
    ['GLOSS_OWNER_PASSWORD', 'short'],
    ['GLOSS_DOCS_ENABLED', 'maybe'],
    // Above the contract's ceiling, which bounds what one question may make the server hold.
    ['GLOSS_MAX_LABEL_OPTIONS', '100001'],
    ['GLOSS_VECTOR_ANN_THRESHOLD', '-1'],
    ['GLOSS_MAX_LABEL_OPTIONS', '1'],
  ])('refuses %s=%s with a message naming it', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrowError(key);
  });
});
