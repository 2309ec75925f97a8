// A fresh `gloss_bench` database in the throwaway cluster of scripts/with-postgres.sh.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const BENCH_DATABASE = 'gloss_bench';

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Drops and creates `gloss_bench` (psql when present, else the server's `pg`); returns its URL. */
export async function createBenchDatabase(root, adminUrl) {
  const statements = [`DROP DATABASE IF EXISTS ${BENCH_DATABASE}`, `CREATE DATABASE ${BENCH_DATABASE}`];
  const psql = spawnSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-q', ...statements.flatMap((s) => ['-c', s])], { encoding: 'utf8' });
  if (psql.error?.code === 'ENOENT') {
    const require = createRequire(join(root, 'server', 'package.json'));
    const { Client } = require('pg');
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  } else if (psql.status !== 0) {
    throw new Error(`psql could not create ${BENCH_DATABASE}: ${psql.stderr || psql.stdout}`);
  }
  return withDatabase(adminUrl, BENCH_DATABASE);
}

/** PostgreSQL's server version, for the record (null when psql is missing). */
export function postgresVersion(url) {
  const psql = spawnSync('psql', [url, '-tAc', 'SHOW server_version'], { encoding: 'utf8' });
  return psql.status === 0 ? psql.stdout.trim() : null;
}

/** The bench database's size on disk in bytes (null when psql is missing). */
export function benchDatabaseBytes(url) {
  const psql = spawnSync('psql', [url, '-tAc', `SELECT pg_database_size('${BENCH_DATABASE}')`], { encoding: 'utf8' });
  return psql.status === 0 ? Number(psql.stdout.trim()) : null;
}

/**
 * Runs `script --engine postgres` again inside scripts/with-postgres.sh (a throwaway cluster), with `env`
 * added to this process's; true when it succeeded. Exit 3 is the script's "PostgreSQL could not be set up".
 */
export function rerunWithPostgres(root, script, log, env = {}) {
  log('PostgreSQL: starting a throwaway cluster with scripts/with-postgres.sh');
  const child = spawnSync('bash', [join(root, 'scripts', 'with-postgres.sh'), process.execPath, script, '--engine', 'postgres'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (child.status === 3) log('PostgreSQL could not be set up (exit 3): skipped');
  return child.status === 0;
}
