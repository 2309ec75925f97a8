#!/usr/bin/env node
// `npm start`: installs what is missing, builds, then runs the Gloss server with the GLOSS_ environment.
// Installing is skipped when node_modules already matches package-lock.json (same marker as the tests use).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withAllocatorTunables } from './server-environment.mjs';

// The README's minimum (package.json's engines). Older Node fails later and obscurely (native modules, syntax).
const MINIMUM_NODE_MAJOR = 20;
if (Number(process.versions.node.split('.')[0]) < MINIMUM_NODE_MAJOR) {
  process.stderr.write(`Gloss needs Node.js ${MINIMUM_NODE_MAJOR} or newer; this is Node.js ${process.versions.node}.\n`);
  process.exit(1);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const marker = join(root, 'node_modules', '.gloss-lock-hash');

function step(title, command, args) {
  process.stdout.write(`\n> ${title}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`\n${title} failed (exit ${result.status ?? result.signal}).\n`);
    process.exit(result.status ?? 1);
  }
}

// The lockfile and Node's ABI: better-sqlite3 is compiled for one ABI (same hash as scripts/ensure-deps.sh).
const lockHash = createHash('sha256')
  .update(readFileSync(join(root, 'package-lock.json')))
  .update(`${process.versions.modules}\n`)
  .digest('hex');
const installed = existsSync(marker) && readFileSync(marker, 'utf8').trim() === lockHash;
if (!installed) {
  step('Installing dependencies (npm ci; the first time compiles SQLite, about two minutes)', 'npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(marker, `${lockHash}\n`);
}
step('Building', 'npm', ['run', 'build', '--silent']);

const server = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], { cwd: root, stdio: 'inherit', env: withAllocatorTunables() });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
