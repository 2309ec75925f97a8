import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverBuilt, spawnBuiltServer } from '../helpers/built-server.js';
import { freePort } from '../helpers/free-port.js';
import { eventually } from '../helpers/webhook-target.js';

/**
 * `docker stop` sends SIGTERM: the built server stops taking connections, finishes the request it is in the
 * middle of (here one whose body is still arriving when the signal lands), and exits with 0. No timing is
 * guessed: the body's second half is sent only once the server has logged the request's start and the signal.
 */

const runs = serverBuilt && process.env.GLOSS_TEST_DATABASE !== 'postgres';
const API_KEY = 'graceful-stop-owner-key';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

describe.skipIf(!runs)('SIGTERM', () => {
  it('lets the request in flight finish, takes no new connection, and exits with 0', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gloss-stop-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const { child, output, ended: exited } = spawnBuiltServer({
      GLOSS_DATA_DIR: dataDir,
      GLOSS_PORT: String(port),
      GLOSS_OWNER_API_KEY: API_KEY,
      GLOSS_OWNER_PASSWORD: 'owner-password-1',
      GLOSS_LOG_FORMAT: 'json',
    });
    cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
    await eventually(() => expect(output.stdout).toContain('Gloss is running'), 60_000);

    // A workspace creation whose body arrives in two halves.
    const body = JSON.stringify({ name: 'created-while-stopping' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/v1/workspaces', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-argilla-api-key': API_KEY } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      outgoing.on('error', reject);
      outgoing.write(body.slice(0, 10));
      cleanups.push(() => outgoing.destroy());
      void (async () => {
        const started = (line: string) => line.includes('"msg":"incoming request"') && line.includes('"url":"/api/v1/workspaces"');
        await eventually(() => expect(output.stdout.split('\n').some(started)).toBe(true), 60_000);
        child.kill('SIGTERM');
        await eventually(() => expect(output.stdout).toContain('SIGTERM received, shutting down'), 60_000);
        // Stopped taking connections: a new one is refused while the first request is still open.
        await eventually(async () => expect(await connects(port)).toBe(false), 60_000);
        outgoing.end(body.slice(10));
      })().catch(reject);
    });

    const finished = await answer;
    expect(finished.status, finished.body).toBe(201);
    expect(JSON.parse(finished.body)).toMatchObject({ name: 'created-while-stopping' });
    expect(await exited).toBe(0);
  });
});

/** Whether a TCP connection to the port is accepted. */
function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request({ host: '127.0.0.1', port, method: 'GET', path: '/api/v1/status' }, (response) => {
      response.resume();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
    probe.end();
  });
}
