/**
 * Writes the OpenAPI document generated from the contract to contract/openapi.json, or with `--check`
 * fails when the committed document differs, so API changes always show up in review as a diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../openapi.js';
import { GLOSS_VERSION } from '../version.js';

const target = fileURLToPath(new URL('../../openapi.json', import.meta.url));
const generated = `${JSON.stringify(buildOpenApiDocument(GLOSS_VERSION), null, 2)}\n`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // a missing document is as stale as an outdated one
  }
  if (committed !== generated) {
    console.error('contract/openapi.json is stale: run `npm run openapi` and commit the result.');
    process.exit(1);
  }
  console.log('contract/openapi.json is up to date.');
} else {
  writeFileSync(target, generated);
  console.log(`Wrote ${target}`);
}
