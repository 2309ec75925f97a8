import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LABEL_OPTIONS_DEFAULT_LIMIT, LABEL_OPTIONS_MAX } from '@gloss/contract';
import { z } from 'zod';

// The repository's built web app, found from this module's place (server/src or server/dist), so the
// default holds whatever directory the server is started from.
const BUNDLED_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Vectors of one vector settings from which similarity searches may use an approximate (HNSW) index: an
 * exact scan of 100,000 vectors of 384 dimensions takes 7 to 10 ms on two cores, and grows with the count.
 */
const VECTOR_ANN_THRESHOLD_DEFAULT = 100_000;

const Flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * The address people reach Gloss at, as an origin (`https://gloss.example.com`, a port if not the
 * default): the sign-in with an external provider sends the browser back there, so it may not come from
 * the request (whose Host header the client chooses). Gloss is served at the root of that address.
 */
const PublicUrl = z.string().transform((value, context) => {
  const url = URL.canParse(value) ? new URL(value) : null;
  const problem =
    url === null
      ? 'must be a URL, e.g. https://gloss.example.com'
      : url.protocol !== 'https:' && url.protocol !== 'http:'
        ? 'must start with https:// (or http://)'
        : url.username || url.password
          ? 'must not hold a user name or password'
          : /[?#]/.test(value)
            ? 'must have no query or fragment'
            : url.pathname !== '/'
              ? 'must have no path: Gloss is served at the root of its address'
              : null;
  if (problem === null && url !== null) return url.origin;
  context.addIssue({ code: 'custom', message: problem ?? 'is not valid' });
  return z.NEVER;
});

/** Every setting Gloss reads from the environment: `GLOSS_` variables, plus the hosting platform's own. */
const Environment = z.object({
  GLOSS_HOST: z.string().default('0.0.0.0'),
  GLOSS_PORT: z.coerce.number().int().min(0).max(65535).default(6900),
  GLOSS_DATA_DIR: z.string().default('./data'),
  GLOSS_DATABASE_URL: z
    .string()
    .regex(/^(postgres|postgresql):\/\//, 'GLOSS_DATABASE_URL must be a postgres:// URL')
    .optional(),
  GLOSS_DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  GLOSS_AUTH_SECRET_KEY: z.string().min(16).optional(),
  GLOSS_AUTH_TOKEN_EXPIRATION: z.coerce.number().int().min(60).default(86400),
  GLOSS_OWNER_USERNAME: z.string().min(1).default('owner'),
  GLOSS_OWNER_PASSWORD: z.string().min(8).max(100).optional(),
  GLOSS_OWNER_API_KEY: z.string().min(8).optional(),
  GLOSS_OWNER_WORKSPACE: z.string().min(1).default('default'),
  GLOSS_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GLOSS_LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  GLOSS_MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(100 * 1024 * 1024),
  // The largest file an import may upload (2 GiB): it is streamed to disk, never held in memory.
  GLOSS_MAX_IMPORT_BYTES: z.coerce.number().int().min(1024).default(2 * 1024 * 1024 * 1024),
  // Where the Hugging Face Hub and its dataset viewer are reached (a mirror, or a stand-in in tests).
  GLOSS_HF_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://huggingface.co'),
  GLOSS_HF_DATASETS_SERVER_URL: z.url({ protocol: /^https?$/ }).default('https://datasets-server.huggingface.co'),
  // Background jobs (imports, exports) one instance runs at once; 0: this instance runs none (another does).
  GLOSS_JOB_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
  GLOSS_MAX_LABEL_OPTIONS: z.coerce.number().int().min(2).max(LABEL_OPTIONS_MAX).default(LABEL_OPTIONS_DEFAULT_LIMIT),
  // How long a request may take to arrive whole, headers and body: a client that stops sending, or sends a
  // byte now and then, would otherwise hold its connection for good. Node's own default.
  GLOSS_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(300),
  GLOSS_DOCS_ENABLED: Flag.default(true),
  GLOSS_VECTOR_ANN_THRESHOLD: z.coerce.number().int().min(0).default(VECTOR_ANN_THRESHOLD_DEFAULT),
  // Behind a reverse proxy, the client's address is taken from X-Forwarded-For (sign-in throttling counts
  // failures per address): the number of proxies in front (the address that many hops back is the
  // client's), the proxies' addresses or CIDR ranges, or `true` for any proxy, which believes the header's
  // first address: one the client may have written itself unless the proxy replaces the header.
  GLOSS_TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | number | string[] => {
      const flag = value.trim().toLowerCase();
      if (['true', 'yes'].includes(flag)) return true;
      if (['false', '0', 'no', ''].includes(flag)) return false;
      if (/^\d+$/.test(flag)) return Number(flag);
      return value.split(',').map((part) => part.trim()).filter(Boolean);
    })
    .pipe(z.union([z.boolean(), z.number().int().min(1).max(16), z.array(z.string().min(1)).min(1)])),
  GLOSS_WEB_DIR: z.string().min(1).default(BUNDLED_WEB_DIR),
  GLOSS_SHOW_HUGGINGFACE_SPACE_PERSISTENT_STORAGE_WARNING: Flag.default(true),
  GLOSS_OAUTH2_HUGGINGFACE_CLIENT_ID: z.string().min(1).optional(),
  GLOSS_OAUTH2_HUGGINGFACE_CLIENT_SECRET: z.string().min(1).optional(),
  GLOSS_OAUTH2_HUGGINGFACE_SCOPE: z.string().default('openid profile'),
  GLOSS_OAUTH2_HUGGINGFACE_BASE_URL: z.url().default('https://huggingface.co'),
  GLOSS_OAUTH2_ALLOW_HTTP_REDIRECT: Flag.default(false),
  GLOSS_PUBLIC_URL: PublicUrl.optional(),
  // Webhook targets on loopback, private and link-local addresses are refused unless allowed (a webhook
  // could otherwise make the server call into the network it runs in).
  GLOSS_WEBHOOKS_ALLOW_PRIVATE: Flag.default(false),
  GLOSS_WEBHOOK_RETRY_HOURS: z.coerce.number().positive().max(24 * 30).default(24),
  GLOSS_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(10_000),
  GLOSS_WEBHOOK_DELIVERIES_KEPT: z.coerce.number().int().min(10).max(1_000_000).default(1000),
  // The bearer token a Prometheus server scrapes /metrics with (owners may read it signed in too). It goes in
  // an Authorization header: printable ASCII without spaces, and long enough not to be guessed. Empty: none.
  GLOSS_METRICS_TOKEN: z.union([
    z.literal('').transform(() => undefined),
    z.string().regex(/^[\x21-\x7e]{16,}$/, 'GLOSS_METRICS_TOKEN must be at least 16 printable ASCII characters, without spaces'),
  ]).optional(),
  // Set by the hosting platform (Hugging Face Spaces) when Gloss runs there.
  SPACE_ID: z.string().optional(),
  SPACE_TITLE: z.string().optional(),
  SPACE_SUBDOMAIN: z.string().optional(),
  SPACE_HOST: z.string().optional(),
  SPACE_REPO_NAME: z.string().optional(),
  SPACE_AUTHOR_NAME: z.string().optional(),
  PERSISTANT_STORAGE_ENABLED: Flag.optional(),
  OAUTH_CLIENT_ID: z.string().optional(),
  OAUTH_CLIENT_SECRET: z.string().optional(),
  OAUTH_SCOPES: z.string().optional(),
});

export interface HostingSpace {
  id: string;
  title: string | null;
  subdomain: string | null;
  host: string | null;
  repoName: string | null;
  authorName: string | null;
  persistentStorageEnabled: boolean;
}

export interface OAuthProviderConfig {
  name: 'huggingface';
  clientId: string;
  clientSecret: string;
  scope: string;
  baseUrl: string;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /** How long the server waits at start for a PostgreSQL that is not up yet (a container beside it), then gives up. */
  databaseWaitSeconds: number;
  authSecretKey: string | null;
  tokenExpirationSeconds: number;
  owner: { username: string; password: string | null; apiKey: string | null; workspace: string };
  logLevel: string;
  /** Readable lines on a terminal and JSON elsewhere (`auto`), or one of them always. */
  logFormat: 'auto' | 'pretty' | 'json';
  maxBodyBytes: number;
  /** The largest file an import may upload (413 beyond). */
  maxImportBytes: number;
  /** The Hugging Face Hub's address and its dataset viewer's, without a trailing slash. */
  hub: { endpoint: string; datasetsServerUrl: string };
  /** Background jobs this instance runs at once (0: none). */
  jobWorkers: number;
  /** How many options a label or multi-label question may have, at most the contract's ceiling. */
  maxLabelOptions: number;
  /** How long a request may take to arrive whole (408 beyond), in milliseconds. */
  requestTimeoutMs: number;
  /** Whose X-Forwarded-For to believe for the client's address: no proxy, any, or these addresses. */
  trustProxy: boolean | number | string[];
  docsEnabled: boolean;
  /** Vectors per vector settings from which an approximate index is built (0: never). */
  vectorAnnThreshold: number;
  /** Absolute path of the built web app (its index.html and assets). */
  webDir: string;
  showPersistentStorageWarning: boolean;
  space: HostingSpace | null;
  oauthProviders: OAuthProviderConfig[];
  /**
   * The origin people reach Gloss at (`GLOSS_PUBLIC_URL`, else a Space's own host), or null when unknown:
   * then external sign-in is not offered, since the provider could not be told where to send people back.
   */
  publicUrl: string | null;
  webhooks: WebhookConfig;
  /** The token that opens /metrics without signing in, or null: owners only. */
  metricsToken: string | null;
}

export interface WebhookConfig {
  /** Deliver to loopback, private and link-local addresses too (refused by default). */
  allowPrivateTargets: boolean;
  /** How long a failing delivery is retried before it is given up as failed. */
  retryHours: number;
  /** The delay before the first retry; each further one doubles, with jitter, up to an hour. */
  retryBaseMs: number;
  /** Deliveries kept per webhook for its log: older delivered and failed ones are pruned. */
  deliveriesKept: number;
}

export class ConfigError extends Error {}

/**
 * A variable set to nothing counts as unset: compose files and hosting platforms pass `NAME=` for "not
 * configured" (`GLOSS_OWNER_PASSWORD: ${GLOSS_OWNER_PASSWORD:-}` in deploy/compose.yaml), which would
 * otherwise fail a minimum length or a URL's check instead of taking the default.
 */
function withoutEmptyValues(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Environment.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const space: HostingSpace | null = e.SPACE_ID
    ? {
        id: e.SPACE_ID,
        title: e.SPACE_TITLE ?? null,
        subdomain: e.SPACE_SUBDOMAIN ?? null,
        host: e.SPACE_HOST ?? null,
        repoName: e.SPACE_REPO_NAME ?? null,
        authorName: e.SPACE_AUTHOR_NAME ?? null,
        persistentStorageEnabled: e.PERSISTANT_STORAGE_ENABLED ?? false,
      }
    : null;
  const clientId = e.GLOSS_OAUTH2_HUGGINGFACE_CLIENT_ID ?? e.OAUTH_CLIENT_ID;
  const clientSecret = e.GLOSS_OAUTH2_HUGGINGFACE_CLIENT_SECRET ?? e.OAUTH_CLIENT_SECRET;
  const oauthProviders: OAuthProviderConfig[] =
    clientId && clientSecret
      ? [
          {
            name: 'huggingface',
            clientId,
            clientSecret,
            scope: e.OAUTH_SCOPES ?? e.GLOSS_OAUTH2_HUGGINGFACE_SCOPE,
            baseUrl: e.GLOSS_OAUTH2_HUGGINGFACE_BASE_URL.replace(/\/$/, ''),
          },
        ]
      : [];
  return {
    host: e.GLOSS_HOST,
    port: e.GLOSS_PORT,
    dataDir: e.GLOSS_DATA_DIR,
    databaseUrl: e.GLOSS_DATABASE_URL ?? null,
    databaseWaitSeconds: e.GLOSS_DATABASE_WAIT_SECONDS,
    authSecretKey: e.GLOSS_AUTH_SECRET_KEY ?? null,
    tokenExpirationSeconds: e.GLOSS_AUTH_TOKEN_EXPIRATION,
    owner: {
      username: e.GLOSS_OWNER_USERNAME,
      password: e.GLOSS_OWNER_PASSWORD ?? null,
      apiKey: e.GLOSS_OWNER_API_KEY ?? null,
      workspace: e.GLOSS_OWNER_WORKSPACE,
    },
    logLevel: e.GLOSS_LOG_LEVEL,
    logFormat: e.GLOSS_LOG_FORMAT,
    maxBodyBytes: e.GLOSS_MAX_BODY_BYTES,
    maxLabelOptions: e.GLOSS_MAX_LABEL_OPTIONS,
    maxImportBytes: e.GLOSS_MAX_IMPORT_BYTES,
    jobWorkers: e.GLOSS_JOB_WORKERS,
    hub: { endpoint: e.GLOSS_HF_ENDPOINT.replace(/\/+$/, ''), datasetsServerUrl: e.GLOSS_HF_DATASETS_SERVER_URL.replace(/\/+$/, '') },
    requestTimeoutMs: e.GLOSS_REQUEST_TIMEOUT_SECONDS * 1000,
    trustProxy: e.GLOSS_TRUST_PROXY,
    docsEnabled: e.GLOSS_DOCS_ENABLED,
    vectorAnnThreshold: e.GLOSS_VECTOR_ANN_THRESHOLD,
    webDir: resolve(e.GLOSS_WEB_DIR),
    showPersistentStorageWarning: e.GLOSS_SHOW_HUGGINGFACE_SPACE_PERSISTENT_STORAGE_WARNING,
    space,
    oauthProviders,
    publicUrl: publicUrlOf(e.GLOSS_PUBLIC_URL, e.GLOSS_OAUTH2_ALLOW_HTTP_REDIRECT, space),
    webhooks: {
      allowPrivateTargets: e.GLOSS_WEBHOOKS_ALLOW_PRIVATE,
      retryHours: e.GLOSS_WEBHOOK_RETRY_HOURS,
      retryBaseMs: e.GLOSS_WEBHOOK_RETRY_BASE_MS,
      deliveriesKept: e.GLOSS_WEBHOOK_DELIVERIES_KEPT,
    },
    metricsToken: e.GLOSS_METRICS_TOKEN ?? null,
  };
}

/**
 * Where Gloss is reached: GLOSS_PUBLIC_URL, else on a Space its host over https (the platform's
 * SPACE_HOST, which lists a custom domain after the Space's own when it has one). Plain http only when
 * allowed, as a provider's sign-in would send people back over it.
 */
function publicUrlOf(configured: string | undefined, allowHttp: boolean, space: HostingSpace | null): string | null {
  if (configured !== undefined) {
    if (configured.startsWith('http:') && !allowHttp) {
      throw new ConfigError(`Invalid configuration:\n  GLOSS_PUBLIC_URL: ${configured} is plain http; use https, or set GLOSS_OAUTH2_ALLOW_HTTP_REDIRECT=true (local testing only)`);
    }
    return configured;
  }
  const host = space?.host?.split(',')[0].trim();
  if (!host) return null;
  const url = URL.canParse(`https://${host}`) ? new URL(`https://${host}`) : null;
  return url !== null && url.host === host.toLowerCase() ? url.origin : null;
}
