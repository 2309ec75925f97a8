#!/usr/bin/env node
// The stand-in as a process, for Playwright and pytest:
//   node hub-stand-in/dist/main.js --port N [--host H] [--seed seed.json] [--log-requests]
// where seed.json is {"tokens": {token: {user}}, "datasets": {repo: StandInDataset}}. It prints one line,
// "hub stand-in listening on http://127.0.0.1:N", once it answers, and logs to stderr the requests it has no
// answer for (with --log-requests, every request; never a token).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startHubStandIn } from './index.js';
import type { StandInDataset, TokenInfo } from './types.js';

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, host: { type: 'string' }, seed: { type: 'string' }, 'log-requests': { type: 'boolean' } } });
const seed = values.seed
  ? JSON.parse(readFileSync(values.seed, 'utf8')) as { tokens?: Record<string, TokenInfo>; datasets?: Record<string, StandInDataset> }
  : {};
const standIn = await startHubStandIn({
  port: Number(values.port), host: values.host, tokens: seed.tokens, log: (line) => console.error(line), logRequests: values['log-requests'],
});
for (const [repo, dataset] of Object.entries(seed.datasets ?? {})) await standIn.addDataset(repo, dataset);
console.log(`hub stand-in listening on ${standIn.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    standIn.close().then(() => process.exit(0), () => process.exit(1));
  });
}
