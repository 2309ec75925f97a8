import { join } from 'node:path';
import { GLOSS_VERSION, buildOpenApiDocument } from '@gloss/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { plannerStatisticsOf } from './db/planner-statistics.js';
import { wireEffects } from './effects.js';
import { ENTITY_BODY_LIMIT } from './http/body-limits.js';
import { installErrorHandler } from './http/error-handler.js';
import { registerExpectContinue } from './http/expect-continue.js';
import { answerClientError, answerFrameworkError } from './http/low-level-errors.js';
import { registerBodyParsers } from './http/body-parsers.js';
import { createRouter } from './http/route.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { createAuthenticator } from './features/auth/authenticate.js';
import { registerAuthRoutes } from './features/auth/routes.js';
import { SharedSignInThrottle } from './features/auth/shared-sign-in-throttle.js';
import { SIGN_IN_RULES } from './features/auth/sign-in-throttle.js';
import { TokenIssuer } from './features/auth/tokens.js';
import { registerDatasetRoutes } from './features/datasets/routes.js';
import { registerExportRoutes } from './compositions/exports/routes.js';
import { registerAgreementRoutes } from './compositions/agreement/routes.js';
import { registerAssignmentRoutes } from './features/assignments/routes.js';
import { registerCommentRoutes } from './features/comments/routes.js';
import { registerReviewRoutes } from './compositions/reviews/routes.js';
import { registerFieldRoutes } from './features/fields/routes.js';
import { registerInfoRoutes } from './compositions/info/routes.js';
import { registerMetadataPropertyRoutes } from './features/metadata-properties/routes.js';
import { registerOAuthRoutes } from './features/oauth/routes.js';
import { registerQuestionRoutes } from './features/questions/routes.js';
import { registerUserRoutes } from './features/users/routes.js';
import { registerVectorSettingsRoutes } from './features/vectors-settings/routes.js';
import { registerWorkspaceRoutes } from './features/workspaces/routes.js';
import { registerProgressRoutes } from './compositions/progress/routes.js';
import { registerRecordRoutes } from './compositions/dataset-records/routes.js';
import { registerRecordSearchRoutes } from './compositions/record-search/routes.js';
import { registerResponseRoutes } from './features/responses/routes.js';
import { sweepRemovedVectorIndexes } from './features/search/vector-index-sweeper.js';
import { VECTOR_INDEX_FOLDER, VectorIndexSnapshots } from './features/search/vector-index-snapshots.js';
import { VectorIndexes } from './features/search/vector-indexes.js';
import { registerSuggestionRoutes } from './features/suggestions/routes.js';
import { registerWebhookRoutes } from './compositions/webhooks/routes.js';
import { registerMetrics } from './compositions/metrics/routes.js';
import { runWebhookWorker } from './compositions/webhooks/worker.js';
import { pruneUnusedUploads } from './compositions/imports/prune-uploads.js';
import { registerImportRoutes } from './compositions/imports/routes.js';
import { importHandler } from './compositions/imports/run-import.js';
import { registerHubExportRoutes } from './compositions/hub-exports/routes.js';
import { hubExportHandler, type HubExportParams } from './compositions/hub-exports/run-export.js';
import type { StoredJobParams } from './features/jobs/presenter.js';
import { registerJobRoutes } from './features/jobs/routes.js';
import { DEFAULT_JOB_RUNNER_OPTIONS, JobRunner } from './features/jobs/runner.js';
import { registerUploadRoutes } from './features/uploads/routes.js';
import { UploadStorage } from './features/uploads/storage.js';
import { registerUploadBodies } from './http/upload-bodies.js';
import { HubClient } from './hub/index.js';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  authSecret: string;
  /** Pino logger options, or false to stay quiet (tests). */
  logger?: boolean | { level: string };
  /**
   * The time, in epoch milliseconds, as sign-in throttling, sign-in tokens and the agreement reports' keeping
   * read it: the system's, or a clock a test moves by hand, so that waits and lifetimes never depend on how
   * fast the machine runs.
   */
  clock?: () => number;
  /** How the Hub client waits between retries: tests retry at once rather than wait for the backoff. */
  hubRetrySleep?: (ms: number) => Promise<void>;
}

/**
 * Fastify's reading of GLOSS_TRUST_PROXY. A number of proxies becomes "the first that many hops are
 * proxies" (Fastify itself believes no hop for a number): the address one hop further back is the client's,
 * whatever the client wrote into X-Forwarded-For before the proxies appended theirs.
 */
function proxiesBelieved(trustProxy: AppOptions['config']['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

export async function buildApp({ config, database, authSecret, logger = false, clock = Date.now, hubRetrySleep }: AppOptions): Promise<FastifyInstance> {
  // The server's writes reach the features above them through hooks; wired before any request.
  wireEffects();
  const app = Fastify({
    logger,
    bodyLimit: Math.min(ENTITY_BODY_LIMIT, config.maxBodyBytes),
    trustProxy: proxiesBelieved(config.trustProxy),
    requestTimeout: config.requestTimeoutMs,
    http: {
      // Node takes the shorter of the two times for the headers and the longer for the whole request, so
      // the headers' own time (60 s) may not exceed the request's.
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      // Node looks for requests past their time at this interval (30 s unless told): a tenth of the time
      // allowed, so that a request is refused at most a tenth of it late.
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, config.requestTimeoutMs / 10)),
    },
    // Longer than any id the API takes (a job's id is at most 100 characters), so that a longer one is
    // refused by its schema (422, as documented) rather than by the router.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const { db } = database;
  // An analysis of the record tables still running finishes before the database closes.
  app.addHook('onClose', async () => plannerStatisticsOf(db)?.settled());

  registerBodyParsers(app);
  registerUploadBodies(app);
  registerExpectContinue(app);
  app.addHook('onRequest', async (request) => {
    (request as { startedAt?: bigint }).startedAt = process.hrtime.bigint();
  });
  app.addHook('onSend', async (request, reply) => {
    const startedAt = (request as { startedAt?: bigint }).startedAt;
    if (startedAt !== undefined) {
      const millis = Number(process.hrtime.bigint() - startedAt) / 1e6;
      reply.header('server-timing', `total;dur=${millis.toFixed(3)}`);
    }
  });
  installErrorHandler(app);
  registerSecurityHeaders(app, config);
  const tokens = new TokenIssuer(authSecret, config.tokenExpirationSeconds, clock);
  const authenticate = createAuthenticator(db, tokens);
  // Before any route, so that every answer is counted (the documentation's and the web app's too).
  registerMetrics(app, { db, engine: database.engine, timings: database.timings, authenticate, token: config.metricsToken });

  if (config.docsEnabled) await registerDocs(app);

  const route = createRouter(app, authenticate, { maxBodyBytes: config.maxBodyBytes, maxLabelOptions: config.maxLabelOptions, maxUploadBytes: config.maxImportBytes });
  // Counted in the database, so that instances sharing it allow no more guesses than one; an attempt writes
  // three rows (DatabaseHandle.shortWriteDb).
  const throttle = new SharedSignInThrottle({ db: database.shortWriteDb, pruneDb: db, rules: SIGN_IN_RULES, clock, log: app.log });
  app.addHook('onClose', async () => throttle.settled());
  registerAuthRoutes(route, db, { tokens, throttle });
  registerUserRoutes(route, db);
  registerWorkspaceRoutes(route, db);
  registerDatasetRoutes(route, db);
  registerFieldRoutes(route, db);
  registerQuestionRoutes(route, db, { maxLabelOptions: config.maxLabelOptions });
  registerMetadataPropertyRoutes(route, db);
  registerVectorSettingsRoutes(route, db);
  const vectorIndexes = new VectorIndexes({
    approximateFrom: config.vectorAnnThreshold,
    log: app.log,
    snapshots: new VectorIndexSnapshots(join(config.dataDir, VECTOR_INDEX_FOLDER)),
  });
  registerInfoRoutes(route, config, database.engine, authenticate, vectorIndexes);
  registerOAuthRoutes(route, db, tokens, config);
  registerRecordRoutes(route, db);
  registerRecordSearchRoutes(route, db, vectorIndexes);
  sweepRemovedVectorIndexes(app, db, vectorIndexes);
  // An answer writes a few rows: its transaction may run on this thread (DatabaseHandle.shortWriteDb).
  registerResponseRoutes(route, database.shortWriteDb);
  registerSuggestionRoutes(route, db);
  registerProgressRoutes(route, db);
  registerWebhookRoutes(route, db);
  runWebhookWorker(app, db, config.webhooks);
  registerExportRoutes(route, db, { authSecret });
  registerAssignmentRoutes(route, db);
  registerAgreementRoutes(route, db, clock);
  registerReviewRoutes(route, db, vectorIndexes);
  registerCommentRoutes(route, db);
  runJobs(app, route, db, config, hubRetrySleep);
  await registerWebApp(app, config.webDir);
  return app;
}

/** How often uploads no import reads are looked for, to be removed once old. */
const UPLOADS_PRUNED_EVERY_MS = 3600_000;

/**
 * Background jobs (imports and exports) run beside the HTTP server, from the database; uploaded files wait
 * in the data directory for their import.
 */
function runJobs(app: FastifyInstance, route: ReturnType<typeof createRouter>, db: DatabaseHandle['db'], config: Config, hubRetrySleep?: AppOptions['hubRetrySleep']): void {
  const hub = new HubClient({ endpoint: config.hub.endpoint, datasetsServerUrl: config.hub.datasetsServerUrl, ...(hubRetrySleep ? { sleep: hubRetrySleep } : {}) });
  const uploads = new UploadStorage(config.dataDir);
  const runner = new JobRunner(db, app.log, { ...DEFAULT_JOB_RUNNER_OPTIONS, concurrency: config.jobWorkers });
  runner.handle('import', importHandler({ hub, uploads }));
  const exportToHub = hubExportHandler(hub);
  runner.handle<StoredJobParams, null>('export', (run) => exportToHub({ ...run, params: run.params.target as HubExportParams }));
  registerUploadRoutes(route, db, uploads, { maxImportBytes: config.maxImportBytes });
  registerImportRoutes(route, db, { hub, uploads, runner });
  registerHubExportRoutes(route, db, runner);
  registerJobRoutes(route, db, runner);
  const prune = () => pruneUnusedUploads(db, uploads).catch((error: unknown) => app.log.warn({ err: error }, 'uploads: could not remove old uploads'));
  let pruning: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    if (config.jobWorkers > 0) runner.start();
    void prune();
    pruning = setInterval(() => void prune(), UPLOADS_PRUNED_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    if (pruning) clearInterval(pruning);
    await runner.stop();
  });
}

async function registerDocs(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument(GLOSS_VERSION);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/v1/docs' });
  app.get('/api/v1/openapi.json', async () => document);
  // The paths people guess for the API's documentation (the web app has no page at either).
  for (const path of ['/docs', '/api']) app.get(path, async (_request, reply) => reply.redirect('/api/v1/docs', 307));
}
