import { JobKind, WebhookDeliveryStatus } from '@gloss/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/types.js';
import { countDeliveries, countJobs, countRecordsOfDatasets, countResponsesOfDatasets } from './repository.js';

/** The statuses Gloss's jobs take (Argilla's list has more, which Gloss never sets): each reported, 0 or not. */
const JOB_STATUSES = ['queued', 'started', 'finished', 'failed', 'canceled'];
const RECORD_STATUSES = ['pending', 'completed'];
const RESPONSE_STATUSES = ['submitted', 'discarded', 'draft'];

/** What is read from the database at each scrape, each part reported up or down by the source gauge. */
type Source = 'jobs' | 'webhook_deliveries' | 'datasets';

/**
 * What the database holds, read at each scrape rather than counted by this process: jobs and deliveries
 * change on whichever instance runs them, and every instance over one database reports the same numbers.
 * Each part is read on its own: one that fails (the database is busy) is left out of that scrape, its source
 * said down, and the rest is reported; a scrape never fails for it.
 */
export function readStates(registry: Registry, db: Db, log: FastifyBaseLogger): () => Promise<void> {
  const sourceUp = new Gauge({
    name: 'gloss_metrics_source_up',
    help: 'Whether the last scrape read this source from the database (1) or could not (0: its series are left out).',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  const jobs = new Gauge({
    name: 'gloss_jobs',
    help: 'Background jobs (imports, exports to the Hub) in the database, by kind and status.',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  });
  const deliveries = new Gauge({
    name: 'gloss_webhook_deliveries',
    help: 'Webhook deliveries in the database, by webhook and status (delivered and failed ones are pruned past the newest kept per webhook).',
    labelNames: ['webhook_id', 'status'] as const,
    registers: [registry],
  });
  const datasetLabels = ['dataset_id', 'workspace', 'dataset', 'status'] as const;
  const records = new Gauge({
    name: 'gloss_dataset_records',
    help: 'Records of each dataset, by status (pending, completed).',
    labelNames: datasetLabels,
    registers: [registry],
  });
  const responses = new Gauge({
    name: 'gloss_dataset_responses',
    help: 'Responses given in each dataset, by status (submitted, discarded, draft).',
    labelNames: datasetLabels,
    registers: [registry],
  });

  const read = async (source: Source, gauges: { reset(): void }[], load: () => Promise<void>): Promise<void> => {
    try {
      await load();
      sourceUp.set({ source }, 1);
    } catch (error) {
      for (const gauge of gauges) gauge.reset();
      sourceUp.set({ source }, 0);
      log.warn({ err: error }, `metrics: could not read ${source} from the database`);
    }
  };

  const readJobs = async () => {
    const counted = await countJobs(db);
    jobs.reset();
    for (const kind of JobKind.options) for (const status of JOB_STATUSES) jobs.set({ kind, status }, 0);
    for (const { kind, status, count } of counted) jobs.set({ kind, status }, count);
  };

  const readDeliveries = async () => {
    const counted = await countDeliveries(db);
    deliveries.reset();
    for (const { webhookId } of counted) for (const status of WebhookDeliveryStatus.options) deliveries.set({ webhook_id: webhookId, status }, 0);
    for (const { webhookId, status, count } of counted) if (status) deliveries.set({ webhook_id: webhookId, status }, count);
  };

  const readDatasets = async () => {
    const [recordCounts, responseCounts] = await Promise.all([countRecordsOfDatasets(db), countResponsesOfDatasets(db)]);
    records.reset();
    responses.reset();
    const named = new Map<string, { dataset_id: string; workspace: string; dataset: string }>();
    for (const { datasetId, dataset, workspace } of recordCounts) named.set(datasetId, { dataset_id: datasetId, workspace, dataset });
    for (const labels of named.values()) {
      for (const status of RECORD_STATUSES) records.set({ ...labels, status }, 0);
      for (const status of RESPONSE_STATUSES) responses.set({ ...labels, status }, 0);
    }
    for (const { datasetId, status, count } of recordCounts) if (status) records.set({ ...named.get(datasetId)!, status }, count);
    // Responses of a dataset created after the first read wait for the next scrape, when it has its names.
    for (const { datasetId, status, count } of responseCounts) {
      const labels = named.get(datasetId);
      if (labels) responses.set({ ...labels, status }, count);
    }
  };

  // Scrapes at the same time (two Prometheus servers) share one reading; `read` never throws.
  let reading: Promise<void> | null = null;
  const readAll = async () => {
    try {
      await Promise.all([
        read('jobs', [jobs], readJobs),
        read('webhook_deliveries', [deliveries], readDeliveries),
        read('datasets', [records, responses], readDatasets),
      ]);
    } finally {
      reading = null;
    }
  };
  return () => (reading ??= readAll());
}
