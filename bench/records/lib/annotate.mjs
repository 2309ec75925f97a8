// Many annotators at once: each fetches its pending queue as the web app does, then submits a response to
// each record in turn (POST /records/{id}/responses). Only the submit calls count towards the latency.
import { performance } from 'node:perf_hooks';
import { summarize } from './stats.mjs';

const pendingQueue = {
  query: {},
  filters: {
    and: [
      { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
      { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
    ],
  },
};

function answer(record, n) {
  // Accept the label suggestion when there is one (as annotators mostly do), and vary the rating.
  const suggested = record.suggestions?.find((s) => typeof s.value === 'string')?.value;
  return {
    status: 'submitted',
    values: { label: { value: suggested ?? 'neutral' }, rating: { value: 1 + (n % 5) } },
  };
}

async function annotator(user, datasetId, submissions, out) {
  const queuePath = `/api/v1/me/datasets/${datasetId}/records/search?include=responses&include=suggestions&offset=0&limit=${Math.max(submissions, 20)}`;
  let submitted = 0;
  let emptyQueues = 0;
  while (submitted < submissions) {
    const queue = await user.api.request('POST', queuePath, { body: JSON.stringify(pendingQueue), expect: [200] });
    out.queueLatencies.push(queue.ms);
    const records = queue.json().items.map((item) => item.record);
    if (!records.length) {
      if ((emptyQueues += 1) > 2) throw new Error(`${user.username}'s pending queue is empty after ${submitted} submissions`);
      continue;
    }
    for (const record of records) {
      if (submitted >= submissions) break;
      const body = JSON.stringify(answer(record, submitted));
      // 409: another tab of this user answered first; it does not happen here, but would not be a failure.
      const response = await user.api.request('POST', `/api/v1/records/${record.id}/responses`, { body, expect: [201, 409] });
      if (response.status === 409) {
        out.conflicts += 1;
        continue;
      }
      out.submitLatencies.push(response.ms);
      submitted += 1;
    }
  }
}

/** All `users` annotate concurrently; returns submit latencies, queue-fetch latencies and throughput. */
export async function runAnnotators(users, datasetId, submissions) {
  const out = { submitLatencies: [], queueLatencies: [], conflicts: 0 };
  const started = performance.now();
  const results = await Promise.allSettled(users.map((user) => annotator(user, datasetId, submissions, out)));
  const seconds = (performance.now() - started) / 1000;
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  return {
    annotators: users.length,
    submissionsEach: submissions,
    submissions: out.submitLatencies.length,
    seconds,
    submissionsPerSecond: out.submitLatencies.length / seconds,
    conflicts: out.conflicts,
    submitLatencyMs: summarize(out.submitLatencies),
    queueLatencyMs: summarize(out.queueLatencies),
  };
}
