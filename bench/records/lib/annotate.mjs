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

async function annotator(user, datasetId, submissions, out, thinkMs) {
  const queuePath = `/api/v1/me/datasets/${datasetId}/records/search?include=responses&include=suggestions&offset=0&limit=${Math.max(submissions, 20)}`;
  let submitted = 0;
  let emptyQueues = 0;
  while (submitted < submissions) {
    out.inFlightQueues += 1;
    out.queueEpoch += 1;
    let queue;
    try {
      queue = await user.api.request('POST', queuePath, { body: JSON.stringify(pendingQueue), expect: [200] });
    } finally {
      out.inFlightQueues -= 1;
    }
    out.queueLatencies.push(queue.ms);
    const records = queue.json().items.map((item) => item.record);
    if (!records.length) {
      if ((emptyQueues += 1) > 2) throw new Error(`${user.username}'s pending queue is empty after ${submitted} submissions`);
      continue;
    }
    for (const record of records) {
      if (submitted >= submissions) break;
      // A person reads the record before answering: with thinkMs, wait 0.5x to 1.5x of it first.
      if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
      const body = JSON.stringify(answer(record, submitted));
      // 409: another tab of this user answered first; it does not happen here, but would not be a failure.
      // A submit is "alone" when no queue fetch (a search) was in flight at any moment of it.
      const alone = out.inFlightQueues === 0;
      const epoch = out.queueEpoch;
      const response = await user.api.request('POST', `/api/v1/records/${record.id}/responses`, { body, expect: [201, 409] });
      if (response.status === 409) {
        out.conflicts += 1;
        continue;
      }
      out.submitLatencies.push(response.ms);
      if (alone && epoch === out.queueEpoch) out.aloneLatencies.push(response.ms);
      submitted += 1;
    }
  }
}

/**
 * All `users` annotate concurrently; returns submit latencies, queue-fetch latencies and throughput.
 * With `thinkMs` 0 they submit back to back (a stress test: latency is then queueing behind 49 others);
 * with a think time they pace themselves like people reading records.
 */
export async function runAnnotators(users, datasetId, submissions, thinkMs = 0) {
  const out = { submitLatencies: [], aloneLatencies: [], queueLatencies: [], conflicts: 0, inFlightQueues: 0, queueEpoch: 0 };
  const started = performance.now();
  const results = await Promise.allSettled(users.map((user) => annotator(user, datasetId, submissions, out, thinkMs)));
  const seconds = (performance.now() - started) / 1000;
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  return {
    annotators: users.length,
    submissionsEach: submissions,
    thinkMs,
    submissions: out.submitLatencies.length,
    seconds,
    submissionsPerSecond: out.submitLatencies.length / seconds,
    conflicts: out.conflicts,
    submitLatencyMs: summarize(out.submitLatencies),
    // The same, restricted to submits during which no pending-queue search was running on the server.
    submitWithoutConcurrentSearchMs: summarize(out.aloneLatencies),
    queueLatencyMs: summarize(out.queueLatencies),
  };
}
