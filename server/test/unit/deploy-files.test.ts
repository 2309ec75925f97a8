import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config.js';

// The deployment files at the repository's root and in deploy/: what they tell the server must be what the
// server reads. scripts/container-test.sh builds and runs the image for real; this checks the files alone.
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const { ALLOCATOR_TUNABLES } = (await import(pathToFileURL(join(ROOT, 'scripts', 'server-environment.mjs')).href)) as {
  ALLOCATOR_TUNABLES: string;
};

type Env = Record<string, string>;
interface Service {
  image?: string;
  build?: unknown;
  environment?: Env;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
}

/** The .env file as compose reads it: NAME=value lines, comments and blank lines skipped. */
function dotEnv(text: string): Env {
  const pairs = text.split('\n').filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line));
  return Object.fromEntries(pairs.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME:?error} (which fails when NAME is unset or empty). */
function interpolate(value: string, env: Env): string {
  return value.replace(/\$\{([A-Z_][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (_whole, name: string, operator?: string, operand?: string) => {
    const set = env[name] !== undefined && env[name] !== '';
    if (operator === '?' && !set) throw new Error(`${name}: ${operand}`);
    if (operator === '-' && !set) return operand ?? '';
    return env[name] ?? '';
  });
}

const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const instances = Object.keys(compose.services).filter((name) => name.startsWith('gloss-'));
const example = dotEnv(read('deploy/.env.example'));
const environmentOf = (service: string, env: Env = example): Env =>
  Object.fromEntries(Object.entries(compose.services[service].environment ?? {}).map(([name, value]) => [name, interpolate(String(value), env)]));

describe('deploy/compose.yaml', () => {
  it('has two Gloss instances on one PostgreSQL behind a proxy, built from the Dockerfile', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['gloss-1', 'gloss-2', 'postgres', 'proxy']);
    expect(instances).toEqual(['gloss-1', 'gloss-2']);
    for (const name of instances) {
      expect(compose.services[name].build).toEqual({ context: '..' });
      expect(compose.services[name].depends_on?.postgres?.condition ?? compose.services[name].depends_on?.['gloss-1']?.condition).toBe('service_healthy');
      expect(compose.services[name].ports).toBeUndefined(); // reached through the proxy only
    }
    expect(compose.services.proxy.ports).toEqual(['${PROXY_PORT:-8080}:80']);
  });

  it("uses the official database and proxy images unless deploy/.env names others (the container suite's stand-ins)", () => {
    expect(interpolate(compose.services.postgres.image!, example)).toBe('postgres:16-bookworm');
    expect(interpolate(compose.services.proxy.image!, example)).toBe('nginx:1.27-bookworm');
    const own = { ...example, POSTGRES_IMAGE: 'registry.example/postgres:16', PROXY_IMAGE: 'registry.example/nginx:1.27' };
    expect(interpolate(compose.services.postgres.image!, own)).toBe('registry.example/postgres:16');
    expect(interpolate(compose.services.proxy.image!, own)).toBe('registry.example/nginx:1.27');
  });

  it("gives every instance a configuration the server accepts, with the shared key, the proxy's hop and the database", () => {
    const keys = new Set<string>();
    for (const name of instances) {
      const config = loadConfig(environmentOf(name));
      expect(config.databaseUrl).toBe(`postgres://gloss:${example.POSTGRES_PASSWORD}@postgres:5432/gloss`);
      expect(config.trustProxy).toBe(1);
      expect(config.publicUrl).toBe(example.GLOSS_PUBLIC_URL);
      expect(config.jobWorkers).toBe(Number(example.GLOSS_JOB_WORKERS));
      keys.add(config.authSecretKey ?? '');
    }
    expect([...keys]).toEqual([example.GLOSS_AUTH_SECRET_KEY]);
  });

  it('creates the owner on the first instance only, from the owner variables when set', () => {
    expect(Object.keys(environmentOf('gloss-1')).filter((name) => name.startsWith('GLOSS_OWNER_'))).toHaveLength(4);
    expect(Object.keys(environmentOf('gloss-2')).filter((name) => name.startsWith('GLOSS_OWNER_'))).toEqual([]);
    expect(compose.services['gloss-2'].depends_on).toEqual({ 'gloss-1': { condition: 'service_healthy' } });
    // Unset in .env: generated and printed by gloss-1 (an empty value counts as unset).
    expect(loadConfig(environmentOf('gloss-1')).owner).toMatchObject({ username: 'owner', password: null, apiKey: null });
    const set = loadConfig(environmentOf('gloss-1', { ...example, GLOSS_OWNER_PASSWORD: 'a-long-password', GLOSS_OWNER_API_KEY: 'gloss-key-1234' }));
    expect(set.owner).toMatchObject({ password: 'a-long-password', apiKey: 'gloss-key-1234' });
  });

  it('refuses to start without the shared key or the database password', () => {
    const { GLOSS_AUTH_SECRET_KEY: _key, ...withoutKey } = example;
    expect(() => environmentOf('gloss-2', withoutKey)).toThrow(/GLOSS_AUTH_SECRET_KEY/);
    const { POSTGRES_PASSWORD: _password, ...withoutPassword } = example;
    expect(() => environmentOf('gloss-2', withoutPassword)).toThrow(/POSTGRES_PASSWORD/);
  });

  it('gives each instance its own data volume and all of them one uploads volume', () => {
    for (const name of instances) {
      expect(compose.services[name].volumes).toEqual([`${name}-data:/data`, 'uploads:/data/uploads']);
      expect(compose.volumes).toHaveProperty(`${name}-data`);
    }
    expect(compose.volumes).toHaveProperty('uploads');
  });

  it('has nginx send requests to every instance, with the client address appended and bodies unbuffered', () => {
    const nginx = read('deploy/nginx.conf');
    const upstream = [...nginx.matchAll(/^\s*server (gloss-\d+):6900\b/gm)].map((match) => match[1]);
    expect(upstream).toEqual(instances);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginx).toMatch(/client_max_body_size 0;/);
    expect(nginx).toMatch(/proxy_request_buffering off;/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile').replace(/\\\n/g, ' ');
  const lines = dockerfile.split('\n').filter((line) => !line.startsWith('#'));
  const runStage = lines.slice(lines.map((line) => line.startsWith('FROM ')).lastIndexOf(true));
  const env = Object.fromEntries(
    runStage.filter((line) => line.startsWith('ENV ')).flatMap((line) => [...line.matchAll(/([A-Z_]+)=(\S+)/g)].map((match) => [match[1], match[2]])),
  );

  it('builds on a base given as an argument, node:20-bookworm-slim by default', () => {
    expect(lines).toContain('ARG BASE=node:20-bookworm-slim');
    expect(lines.filter((line) => line.startsWith('FROM ')).every((line) => line.startsWith('FROM ${BASE}'))).toBe(true);
  });

  it('runs the server as a user that is not root, on /data and port 6900, with the allocator tunables npm start uses', () => {
    expect(runStage).toContain('USER 1000:1000');
    expect(runStage).toContain('VOLUME /data');
    expect(runStage).toContain('EXPOSE 6900');
    expect(env).toMatchObject({ GLOSS_DATA_DIR: '/data', GLOSS_PORT: '6900', GLIBC_TUNABLES: ALLOCATOR_TUNABLES });
    expect(loadConfig(env)).toMatchObject({ dataDir: '/data', port: 6900 });
    expect(runStage).toContain('CMD ["node", "server/dist/main.js"]');
  });

  it('checks its health on /api/v1/status with node, the image having no curl', () => {
    const healthcheck = runStage.find((line) => line.startsWith('HEALTHCHECK '));
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*\/api\/v1\/status/);
  });
});

describe('deploy/huggingface-space', () => {
  const readme = read('deploy/huggingface-space/README.md');
  const frontMatter = parse(/^---\n([\s\S]*?)\n---\n/.exec(readme)?.[1] ?? '') as Record<string, unknown>;

  it("declares a Docker Space on the image's port, with the sign-in with Hugging Face", () => {
    expect(frontMatter).toMatchObject({ sdk: 'docker', app_port: 6900, hf_oauth: true });
  });

  it('enables that sign-in from the variables the platform sets', () => {
    const config = loadConfig({ SPACE_ID: 'someone/gloss', SPACE_HOST: 'someone-gloss.hf.space', OAUTH_CLIENT_ID: 'id', OAUTH_CLIENT_SECRET: 'secret', OAUTH_SCOPES: 'openid profile' });
    expect(config.publicUrl).toBe('https://someone-gloss.hf.space');
    expect(config.oauthProviders).toMatchObject([{ name: 'huggingface', clientId: 'id', clientSecret: 'secret', scope: 'openid profile' }]);
  });

  it("assembles a Space from the committed sources: the root Dockerfile, the template's README, the Space's own git kept", () => {
    const space = mkdtempSync(join(tmpdir(), 'gloss-space-'));
    try {
      mkdirSync(join(space, '.git'));
      writeFileSync(join(space, '.git', 'HEAD'), 'ref: refs/heads/main\n');
      writeFileSync(join(space, '.gitattributes'), '*.bin filter=lfs\n');
      writeFileSync(join(space, 'left-from-before.txt'), 'old');
      execFileSync('bash', [join(ROOT, 'deploy', 'huggingface-space', 'make-space.sh'), space], { stdio: 'pipe' });
      expect(readFileSync(join(space, 'Dockerfile'), 'utf8')).toBe(read('Dockerfile'));
      expect(readFileSync(join(space, 'README.md'), 'utf8')).toBe(readme);
      expect(existsSync(join(space, 'server', 'src', 'main.ts'))).toBe(true);
      expect(existsSync(join(space, 'package-lock.json'))).toBe(true);
      expect(readFileSync(join(space, '.git', 'HEAD'), 'utf8')).toBe('ref: refs/heads/main\n');
      expect(existsSync(join(space, '.gitattributes'))).toBe(true);
      expect(existsSync(join(space, 'left-from-before.txt'))).toBe(false);
    } finally {
      rmSync(space, { recursive: true, force: true });
    }
  });
});
