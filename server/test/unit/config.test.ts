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
      requestTimeoutMs: 300_000,
      vectorAnnThreshold: 100_000,
      space: null,
      oauthProviders: [],
    });
    // The repository's web build, wherever the server is started from.
    expect(config.webDir).toMatch(/^\/.*\/web\/dist$/);
  });

  it('takes a variable set to nothing as unset, as compose files pass what is not configured', () => {
    const config = loadConfig({
      GLOSS_PORT: '',
      GLOSS_OWNER_PASSWORD: '',
      GLOSS_OWNER_API_KEY: '',
      GLOSS_PUBLIC_URL: '',
      GLOSS_TRUST_PROXY: '',
      GLOSS_DOCS_ENABLED: '',
      GLOSS_OAUTH2_HUGGINGFACE_CLIENT_ID: '',
      GLOSS_OAUTH2_HUGGINGFACE_CLIENT_SECRET: '',
      OAUTH_CLIENT_ID: '',
    });
    expect(config).toMatchObject({
      port: 6900,
      owner: { password: null, apiKey: null },
      publicUrl: null,
      trustProxy: false,
      docsEnabled: true,
      oauthProviders: [],
    });
    // A value of blanks is a value, and still checked.
    expect(() => loadConfig({ GLOSS_OWNER_PASSWORD: '   ' })).toThrow(ConfigError);
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
      GLOSS_REQUEST_TIMEOUT_SECONDS: '30',
    });
    expect(config).toMatchObject({
      maxLabelOptions: 1000,
      requestTimeoutMs: 30_000,
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

describe('the proxies believed for the client address (GLOSS_TRUST_PROXY)', () => {
  it('are none by default, a number of hops, a list of addresses, or any', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['false', '0', 'no', '']) expect(loadConfig({ GLOSS_TRUST_PROXY: off }).trustProxy, off).toBe(false);
    // A number is how many proxies stand in front: `1` is one hop, not "any".
    expect(loadConfig({ GLOSS_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ GLOSS_TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(loadConfig({ GLOSS_TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(loadConfig({ GLOSS_TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
  });

  it('refuses a number of hops past 16, or a list of nothing', () => {
    expect(() => loadConfig({ GLOSS_TRUST_PROXY: '17' })).toThrow(ConfigError);
    expect(() => loadConfig({ GLOSS_TRUST_PROXY: ' , ' })).toThrow(/GLOSS_TRUST_PROXY/);
  });
});

describe('the public address (GLOSS_PUBLIC_URL)', () => {
  it('is unknown by default, also on a Space the platform gives no host', () => {
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ SPACE_ID: 'a/b' }).publicUrl).toBeNull();
  });

  it.each([
    ['https://gloss.example.com', 'https://gloss.example.com'],
    ['https://gloss.example.com/', 'https://gloss.example.com'],
    ['https://GLOSS.Example.com:8443', 'https://gloss.example.com:8443'],
    ['https://gloss.example.com:443/', 'https://gloss.example.com'],
    ['https://[2001:db8::1]:8443', 'https://[2001:db8::1]:8443'],
  ])('takes %s as the origin %s', (value, origin) => {
    expect(loadConfig({ GLOSS_PUBLIC_URL: value }).publicUrl).toBe(origin);
  });

  it.each([
    ['gloss.example.com', 'must be a URL'],
    ['ftp://gloss.example.com', 'must start with https://'],
    ['https://user:secret@gloss.example.com', 'must not hold a user name or password'],
    ['https://gloss.example.com/?next=1', 'must have no query or fragment'],
    ['https://gloss.example.com/#top', 'must have no query or fragment'],
    ['https://gloss.example.com/gloss', 'must have no path'],
    ['http://gloss.example.com', 'http://gloss.example.com is plain http; use https, or set GLOSS_OAUTH2_ALLOW_HTTP_REDIRECT=true'],
  ])('refuses %s: %s', (value, message) => {
    expect(() => loadConfig({ GLOSS_PUBLIC_URL: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ GLOSS_PUBLIC_URL: value })).toThrowError(`GLOSS_PUBLIC_URL: ${message}`);
  });

  it('may be plain http when GLOSS_OAUTH2_ALLOW_HTTP_REDIRECT allows it (local testing)', () => {
    expect(loadConfig({ GLOSS_PUBLIC_URL: 'http://localhost:6900', GLOSS_OAUTH2_ALLOW_HTTP_REDIRECT: 'true' }).publicUrl).toBe('http://localhost:6900');
  });

  it("is, on a Space, the Space's own host over https, the first the platform lists, unless set", () => {
    expect(loadConfig({ SPACE_ID: 'a/b', SPACE_HOST: 'a-b.hf.space' }).publicUrl).toBe('https://a-b.hf.space');
    expect(loadConfig({ SPACE_ID: 'a/b', SPACE_HOST: 'a-b.hf.space,annotate.example.com' }).publicUrl).toBe('https://a-b.hf.space');
    expect(loadConfig({ SPACE_ID: 'a/b', SPACE_HOST: 'a-b.hf.space', GLOSS_PUBLIC_URL: 'https://annotate.example.com' }).publicUrl).toBe(
      'https://annotate.example.com',
    );
    // Not a host: no address rather than a wrong one.
    expect(loadConfig({ SPACE_ID: 'a/b', SPACE_HOST: 'a-b.hf.space/evil?x=' }).publicUrl).toBeNull();
  });
});
