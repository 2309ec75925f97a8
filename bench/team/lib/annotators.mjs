// Annotators as the web app's annotation page drives the server: fetch "my next pending record" (the
// pending queue's first record, POST /api/v1/me/datasets/{id}/records/search with the body the page sends,
// limit 1), answer it (POST /api/v1/records/{id}/responses, status submitted), fetch the next.
//
// - closed loop: the next fetch goes out as soon as the submit is answered, for `seconds`;
// - paced: after each fetch the annotator reads for 5 to 20 s (uniform, from a PRNG seeded per annotator)
//   before submitting, so each takes one record every 5 to 20 s; their first fetches are spread over the
//   mean pace, as people already at work would be.
import { setTimeout as sleep } from 'node:timers/promises';
import { LABELS, prng, seedFor } from '../../records/lib/data.mjs';

/** What web/src/features/dataset/annotate/search/search-body.ts sends for the pending queue with no criteria. */
export const PENDING_QUEUE_BODY = JSON.stringify({
  filters: {
    and: [
      { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
      { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
    ],
  },
});

export const queuePath = (datasetId) => `/api/v1/me/datasets/${datasetId}/records/search?include=responses&include=suggestions&offset=0&limit=1`;

function answer(record, question, n) {
  // Annotators mostly accept the suggestion; otherwise a label in turn.
  const suggested = record.suggestions?.find((s) => s.question_id === question.id)?.value;
  return JSON.stringify({ status: 'submitted', values: { [question.name]: { value: suggested ?? LABELS[n % LABELS.length] } } });
}

/** One fetch of the caller's next pending record: the record, `null` when the queue is empty, `undefined` on failure. */
async function nextRecord(user, datasetId, recorder) {
  const response = await recorder.call('queue', () => user.api.request('POST', queuePath(datasetId), { body: PENDING_QUEUE_BODY, expect: [200] }));
  if (!response) return undefined;
  return response.json().items[0]?.record ?? null;
}

async function submit(user, record, question, recorder) {
  const body = answer(record, question, user.submitted);
  const response = await recorder.call('submit', () => user.api.request('POST', `/api/v1/records/${record.id}/responses`, { body, expect: [201] }));
  if (response) user.submitted += 1;
  return response;
}

/** A pause after a failed request, so that a failing server is not hammered by a tight loop. */
const BACKOFF_MS = 200;

async function closedLoopAnnotator(user, { datasetId, question, deadline, recorder }) {
  while (recorder.now() < deadline) {
    const record = await nextRecord(user, datasetId, recorder);
    if (record === null) {
      user.emptyQueue = true;
      return;
    }
    if (record === undefined || !(await submit(user, record, question, recorder))) await sleep(BACKOFF_MS);
  }
}

async function pacedAnnotator(user, index, { datasetId, question, deadline, recorder, paceMinMs, paceMaxMs }) {
  const rand = prng(seedFor(26, index));
  await sleep(rand() * ((paceMinMs + paceMaxMs) / 2));
  while (recorder.now() < deadline) {
    const record = await nextRecord(user, datasetId, recorder);
    if (record === null) {
      user.emptyQueue = true;
      return;
    }
    if (record === undefined) {
      await sleep(BACKOFF_MS);
      continue;
    }
    const readMs = paceMinMs + rand() * (paceMaxMs - paceMinMs);
    if (recorder.now() + readMs > deadline) return; // the phase ends before this record would be answered
    await sleep(readMs);
    await submit(user, record, question, recorder);
  }
}

function annotatorSummary(users, seconds) {
  const counts = users.map((u) => u.submitted).sort((a, b) => a - b);
  const submits = counts.reduce((sum, c) => sum + c, 0);
  return {
    annotators: users.length,
    seconds: Math.round(seconds * 10) / 10,
    submits,
    submitsPerSecond: Math.round((submits / seconds) * 10) / 10,
    perAnnotator: { min: counts[0], median: counts[Math.floor(counts.length / 2)], max: counts.at(-1) },
    emptyQueues: users.filter((u) => u.emptyQueue).length,
  };
}

/**
 * Runs every annotator until `seconds` have passed on the recorder's clock (which the caller started); a
 * request in flight at the deadline is waited for. Returns the throughput and the spread among annotators.
 */
export async function runAnnotators(users, { mode, datasetId, question, seconds, recorder, paceMinMs = 5000, paceMaxMs = 20_000 }) {
  for (const user of users) {
    user.submitted = 0;
    user.emptyQueue = false;
  }
  const started = recorder.now();
  const options = { datasetId, question, deadline: started + seconds * 1000, recorder, paceMinMs, paceMaxMs };
  await Promise.all(users.map((user, index) => (mode === 'paced' ? pacedAnnotator(user, index, options) : closedLoopAnnotator(user, options))));
  return annotatorSummary(users, (recorder.now() - started) / 1000);
}
