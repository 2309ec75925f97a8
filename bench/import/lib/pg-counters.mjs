// What PostgreSQL did during a step, from its statistics views: statements' effects on the tables
// (rows inserted, updated, HOT-updated, deleted; index and sequential scans), transactions, and buffer
// hits and reads. Taken before and after a step (psql), the difference per 1,000 rows tells where two
// steps that write the same rows part ways. Null when psql is missing.
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const QUERY = `
SELECT json_build_object(
  'database', (SELECT json_build_object('xact_commit', xact_commit, 'xact_rollback', xact_rollback, 'blks_read', blks_read,
     'blks_hit', blks_hit, 'tup_returned', tup_returned, 'tup_fetched', tup_fetched, 'tup_inserted', tup_inserted,
     'tup_updated', tup_updated, 'tup_deleted', tup_deleted)
     FROM pg_stat_database WHERE datname = current_database()),
  'tables', (SELECT json_object_agg(relname, json_build_object('ins', n_tup_ins, 'upd', n_tup_upd, 'hot', n_tup_hot_upd,
     'del', n_tup_del, 'idx_scan', coalesce(idx_scan, 0), 'seq_scan', seq_scan, 'seq_tup_read', seq_tup_read))
     FROM pg_stat_user_tables))`;

function read(url) {
  const psql = spawnSync('psql', [url, '-tAc', QUERY], { encoding: 'utf8' });
  return psql.status === 0 ? JSON.parse(psql.stdout) : null;
}

/** The counters now; PostgreSQL's statistics collector lags by up to half a second, so it is waited for. */
export async function pgCounters(url) {
  if (!url) return null;
  await sleep(1000);
  return read(url);
}

const perThousand = (value, rows) => Math.round((Number(value) * 1000 * 10) / rows) / 10;

/** after - before per 1,000 rows: the database's counters, and each table that changed. */
export function pgCounterDelta(before, after, rows) {
  if (!before || !after) return null;
  const database = {};
  for (const [key, value] of Object.entries(after.database)) database[key] = perThousand(value - before.database[key], rows);
  const tables = {};
  for (const [name, counts] of Object.entries(after.tables ?? {})) {
    const old = before.tables?.[name] ?? {};
    const delta = {};
    for (const [key, value] of Object.entries(counts)) {
      const change = Number(value) - Number(old[key] ?? 0);
      if (change !== 0) delta[key] = perThousand(change, rows);
    }
    if (Object.keys(delta).length > 0) tables[name] = delta;
  }
  return { perThousandRows: { database, tables } };
}
