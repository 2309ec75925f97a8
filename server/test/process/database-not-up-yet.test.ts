import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, type Socket, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverBuilt, spawnBuiltServer } from '../helpers/built-server.js';
import { createPostgresDatabase } from '../helpers/database.js';
import { freePort } from '../helpers/free-port.js';
import { POSTGRES_URL } from '../helpers/migration-databases.js';
import { eventually } from '../helpers/webhook-target.js';

/**
 * The built server started before its PostgreSQL is up (containers started together) waits for it, says so,
 * and serves once it answers; one that never comes up within GLOSS_DATABASE_WAIT_SECONDS ends the start with
 * a sentence saying where it looked. The database "comes up" when a forwarder to the test's PostgreSQL starts
 * listening on the port the server was given.
 */

const runs = serverBuilt && Boolean(POSTGRES_URL) && process.env.GLOSS_TEST_DATABASE === 'postgres';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** Listens on `port` and passes every connection through to `target`'s PostgreSQL. */
function forward(port: number, target: URL): Promise<Server> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  cleanups.push(() => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(() => resolve());
  }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** The built server on `databaseUrl`: what it prints, and how it ends. */
async function startServer(databaseUrl: string, waitSeconds: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gloss-wait-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = spawnBuiltServer({
    GLOSS_DATA_DIR: dataDir,
    GLOSS_DATABASE_URL: databaseUrl,
    GLOSS_DATABASE_WAIT_SECONDS: String(waitSeconds),
    GLOSS_PORT: String(await freePort()),
    GLOSS_OWNER_PASSWORD: 'owner-password-1',
  });
  cleanups.push(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });
  return server;
}

describe.skipIf(!runs)('a server started before its database', () => {
  it('waits for PostgreSQL to come up, then migrates, creates the owner and serves', { timeout: 240_000 }, async () => {
    const database = await createPostgresDatabase(POSTGRES_URL!, 'gloss_wait');
    cleanups.push(() => database.drop());
    const port = await freePort();
    const url = new URL(database.url);
    const target = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    const { output } = await startServer(url.toString(), 600);

    await eventually(() => expect(output.stdout).toContain(`Waiting for PostgreSQL postgres://`), 60_000);
    expect(output.stdout).toContain(`127.0.0.1:${port}`);
    expect(output.stdout).not.toContain('Gloss is running');
    await forward(port, target);

    await eventually(() => expect(output.stdout).toContain('Gloss is running'), 120_000);
    expect(output.stdout).toContain('Gloss created the owner account "owner"');
    expect(output.stdout.match(/Waiting for PostgreSQL/g)).toHaveLength(1);
  });

  it('gives up after GLOSS_DATABASE_WAIT_SECONDS with a sentence saying where it looked', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const { output, ended } = await startServer(`postgres://gloss:secret-password@127.0.0.1:${port}/gloss`, 1);
    const code = await ended;
    expect(code).not.toBe(0);
    const line = output.stderr.trim();
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toMatch(new RegExp(`^Gloss did not start: PostgreSQL postgres://gloss:\\*\\*\\*@127\\.0\\.0\\.1:${port}/gloss did not answer within 1 s`));
    expect(line).not.toContain('secret-password');
    expect(output.stdout).not.toMatch(/Gloss is running/);
  });
});
