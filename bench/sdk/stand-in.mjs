#!/usr/bin/env node
// A stand-in for Gloss that answers every call the SDK makes in `client.datasets(name=..., workspace=...)`
// and `dataset.records.log(records)` at once, so the SDK's own cost is all that is left: the ceiling that
// `npm run bench:sdk` holds Gloss's rate against. Plain Node (http module), no database, no validation.
//
// What it answers, and where each answer comes from:
// - GET /api/v1/me, /api/v1/me/workspaces, /api/v1/me/datasets, /api/v1/workspaces/{id},
//   /api/v1/datasets/{id}, its /fields, /questions, /vectors-settings and
//   /api/v1/me/datasets/{id}/metadata-properties: replayed byte for byte (status, body, content type) from
//   Gloss's own answers, recorded by run.mjs from a real Gloss server in the same run (the answers file).
// - PUT /api/v1/datasets/{id}/records/bulk (R4 in /work/shared/reference/argilla-api-2-records-search.md):
//   the whole body is read, then answered 200 with `{"items": [Record…], "updated_item_ids": []}`, each
//   record the one given with a new id, in Gloss's key order: id, status `pending`, fields, metadata,
//   external_id, responses `[]`, suggestions (each with a new id, its question_id, type, value, agent,
//   score and timestamps), vectors, dataset_id, inserted_at, updated_at (naive ISO, microseconds). The
//   answer is built cheaply: the records' values are copied from the body's bytes as sent (one scan, see
//   lib/json-spans.mjs), not parsed and re-serialised. run.mjs checks this answer against Gloss's answer
//   to the same body before each ceiling round.
// - A missing or wrong X-Argilla-Api-Key: Gloss's 401, and anything else Gloss's 404 (both recorded with
//   the rest). Calls answered 404 are listed in the stats, so a run fails when the SDK starts calling
//   something the stand-in does not reproduce.
// - GET /__stand-in/stats (not an Argilla path): the calls seen, the unanswered ones, the bulk batches and
//   records received and the milliseconds spent building bulk answers.
//
//   node bench/sdk/stand-in.mjs <answers.json>     prints {"port": N} once listening on 127.0.0.1
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { spansOf } from './lib/json-spans.mjs';

const { apiKey, replies, unauthorized, notFound } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const BULK = /^\/api\/v1\/datasets\/([0-9a-f-]{36})\/records\/bulk$/;
const JSON_TYPE = 'application/json; charset=utf-8';
const stats = { calls: {}, unanswered: [], bulk: { batches: 0, records: 0, buildMs: 0 } };

/** Gloss's timestamps: naive UTC ISO-8601 with microseconds. */
const naiveNow = () => `${new Date().toISOString().slice(0, 23)}000`;

/**
 * The bulk upsert's answer, built from the body's own bytes: each record's fields, metadata, external_id
 * and vectors are copied as sent (Gloss answers them unchanged); only the small suggestions are parsed.
 * The body is scanned as latin1, one character per byte, so the spans found are byte offsets into it:
 * JSON's structural characters are ASCII, and no byte of a multi-byte UTF-8 character is. Null when the
 * body is not `{"items": [1 to 500 objects]}`.
 */
function bulkAnswer(datasetId, bytes) {
  let items;
  try {
    items = spansOf(bytes.toString('latin1'), 'items').elements;
  } catch {
    return null;
  }
  if (!items || items.length < 1 || items.length > 500) return null;
  const at = naiveNow();
  const pieces = [];
  const text = (string) => pieces.push(Buffer.from(string, 'utf8'));
  const copy = (item, key, otherwise) => (item[key] ? pieces.push(bytes.subarray(item[key][0], item[key][1])) : text(otherwise));
  text('{"items":[');
  items.forEach((item, i) => {
    const suggestions = (item.suggestions ? JSON.parse(bytes.toString('utf8', item.suggestions[0], item.suggestions[1])) : null) ?? [];
    const answered = suggestions.map((s) => ({
      id: randomUUID(),
      question_id: s.question_id,
      type: s.type ?? null,
      value: s.value,
      agent: s.agent ?? null,
      score: s.score ?? null,
      inserted_at: at,
      updated_at: at,
    }));
    text(`${i ? ',' : ''}{"id":"${randomUUID()}","status":"pending","fields":`);
    copy(item, 'fields', '{}');
    text(',"metadata":');
    copy(item, 'metadata', 'null');
    text(',"external_id":');
    copy(item, 'external_id', 'null');
    text(`,"responses":[],"suggestions":${JSON.stringify(answered)},"vectors":`);
    copy(item, 'vectors', '{}');
    text(`,"dataset_id":"${datasetId}","inserted_at":"${at}","updated_at":"${at}"}`);
  });
  text('],"updated_item_ids":[]}');
  return { body: Buffer.concat(pieces), records: items.length };
}

function send(response, status, body, contentType = JSON_TYPE) {
  response.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

const replay = (response, reply) => send(response, reply.status, reply.body, reply.contentType ?? JSON_TYPE);

const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const path = request.url;
    if (path === '/__stand-in/stats') return send(response, 200, JSON.stringify(stats));
    if (request.headers['x-argilla-api-key'] !== apiKey) return replay(response, unauthorized);
    const key = `${request.method} ${path}`;
    stats.calls[key] = (stats.calls[key] ?? 0) + 1;
    const reply = replies[key];
    if (reply) return replay(response, reply);
    const bulk = request.method === 'PUT' && BULK.exec(path);
    if (bulk) {
      const started = performance.now();
      const answer = bulkAnswer(bulk[1], Buffer.concat(chunks));
      if (answer === null) return send(response, 422, JSON.stringify({ detail: 'the body must be JSON with 1 to 500 items' }));
      stats.bulk.batches += 1;
      stats.bulk.records += answer.records;
      send(response, 200, answer.body);
      stats.bulk.buildMs += performance.now() - started;
      return undefined;
    }
    stats.unanswered.push(key);
    return replay(response, notFound);
  });
});

server.keepAliveTimeout = 75_000;
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
