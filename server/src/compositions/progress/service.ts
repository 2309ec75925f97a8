import type { DatasetProgress, MetadataMetrics, MyMetrics, UserProgress } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { NotFound } from '../../domain/errors.js';
import { datasetForReading } from '../../features/datasets/access.js';
import { metadataPropertyPolicy } from '../../features/metadata-properties/policy.js';
import { allowedRolesOf } from '../../features/metadata-properties/presenter.js';
import { metadataPropertyRepository } from '../../features/metadata-properties/repository.js';
import { datasetPolicy } from '../../features/datasets/policy.js';
import { requireDataset } from '../../features/datasets/access.js';
import { assignedQueueOf } from '../../features/assignments/queue.js';
import {
  countAssignedRecordsByStatus,
  countAssignedResponsesOfUser,
  countRecordsByStatus,
  countResponsesByUser,
  countResponsesOfUser,
} from './repository.js';

const countOf = (rows: { status: string; count: number }[], status: string) => rows.find((row) => row.status === status)?.count ?? 0;

const sumOf = (rows: { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);

/**
 * The caller's counts: records they submitted, discarded, drafted, and the rest still pending for them
 * (Argilla's `responses`), and their pending queue: those of the rest that the team has not completed
 * yet, as the annotation page's Pending view lists them. In an assigned dataset whose queue is narrowed
 * to their records, those records only.
 */
export async function getMyMetrics(db: Db, actor: Actor, datasetId: string): Promise<MyMetrics> {
  const dataset = await datasetForReading(db, actor, datasetId);
  const assignee = await assignedQueueOf(db, actor, dataset.id);
  const [records, mine] = assignee
    ? [await countAssignedRecordsByStatus(db, dataset.id, assignee), await countAssignedResponsesOfUser(db, dataset.id, assignee)]
    : [await countRecordsByStatus(db, dataset.id), await countResponsesOfUser(db, dataset.id, actor.id)];
  const total = sumOf(records);
  const answered = (status: string) => sumOf(mine.filter((row) => row.status === status));
  const submitted = answered('submitted');
  const discarded = answered('discarded');
  const draft = answered('draft');
  const answeredPending = sumOf(mine.filter((row) => row.record_status === 'pending'));
  return {
    responses: { total, submitted, discarded, draft, pending: total - submitted - discarded - draft },
    queue: { pending: countOf(records, 'pending') - answeredPending },
  };
}

async function usersProgress(db: Db, datasetId: string): Promise<UserProgress[]> {
  const rows = await countResponsesByUser(db, datasetId);
  const users = new Map<string, UserProgress & { first: string }>();
  for (const row of rows) {
    const user = users.get(row.username) ?? {
      username: row.username,
      completed: { submitted: 0, discarded: 0, draft: 0 },
      pending: { submitted: 0, discarded: 0, draft: 0 },
      first: row.first,
    };
    const group = row.record_status === 'completed' ? user.completed : user.pending;
    group[row.response_status as 'submitted' | 'discarded' | 'draft'] += row.count;
    if (row.first < user.first) user.first = row.first;
    users.set(row.username, user);
  }
  return [...users.values()].sort((a, b) => a.first.localeCompare(b.first)).map(({ first: _first, ...user }) => user);
}

export async function getDatasetProgress(db: Db, actor: Actor, datasetId: string): Promise<DatasetProgress> {
  const dataset = await datasetForReading(db, actor, datasetId);
  const records = await countRecordsByStatus(db, dataset.id);
  const completed = countOf(records, 'completed');
  const pending = countOf(records, 'pending');
  return { total: completed + pending, completed, pending, users: await usersProgress(db, dataset.id) };
}

export async function getUsersProgress(db: Db, actor: Actor, datasetId: string): Promise<{ users: UserProgress[] }> {
  const dataset = await datasetForReading(db, actor, datasetId);
  return { users: await usersProgress(db, dataset.id) };
}

/** Term counts of a terms property, or the range of a numeric one, over the dataset's records. */
export async function getMetadataMetrics(db: Db, actor: Actor, propertyId: string): Promise<MetadataMetrics> {
  const property = await metadataPropertyRepository.findById(db, propertyId);
  if (!property) throw NotFound.byId('MetadataProperty', propertyId);
  const dataset = await requireDataset(db, property.dataset_id);
  authorize(datasetPolicy.read(actor, dataset.workspace_id) && metadataPropertyPolicy.see(actor, allowedRolesOf(property)));
  const settings = JSON.parse(property.settings) as { type: 'terms' | 'integer' | 'float' };
  const base = db.selectFrom('record_metadata').where('dataset_id', '=', dataset.id).where('name', '=', property.name);
  if (settings.type === 'terms') {
    const rows = await base
      .select(['term', (eb) => eb.fn.countAll<string | number>().as('count')])
      .groupBy('term')
      .orderBy('count', 'desc')
      .orderBy('term')
      .limit(16384)
      .execute();
    const values = rows.map((row) => ({ term: row.term, count: Number(row.count) }));
    return { type: 'terms', total: values.reduce((sum, value) => sum + value.count, 0), values };
  }
  const row = await base.select([(eb) => eb.fn.min('num').as('min'), (eb) => eb.fn.max('num').as('max')]).executeTakeFirstOrThrow();
  const round = (value: unknown) => {
    if (value === null || value === undefined) return null;
    const number = Number(value);
    const scaled = number * 1e5;
    // Near the largest doubles the scaling overflows; such numbers have no decimals to round anyway.
    return Number.isFinite(scaled) ? Math.round(scaled) / 1e5 : number;
  };
  return { type: settings.type, min: round(row.min), max: round(row.max) };
}
