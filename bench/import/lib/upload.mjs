// Uploading a file as the web app does: `POST /api/v1/uploads?filename=...`, the file itself as the body
// (application/octet-stream, its length declared), streamed from disk. Timed to the answer, which the
// server gives once the file is on its disk and its format read and its first rows described.
import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';

/**
 * Uploads `path`; resolves with { status, preview (the SourcePreview answered), bytes, seconds (to the
 * last byte of the answer), sentSeconds (to the last byte of the file sent) }. Any status but 201 throws.
 */
export async function uploadFile(api, path, filename = basename(path)) {
  const bytes = statSync(path).size;
  const url = new URL(`/api/v1/uploads?filename=${encodeURIComponent(filename)}`, api.baseUrl);
  const started = performance.now();
  let sentAt = null;
  const answer = new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'POST',
      headers: {
        'X-Argilla-Api-Key': api.apiKey,
        'content-type': 'application/octet-stream',
        'content-length': String(bytes),
        accept: 'application/json',
      },
    });
    outgoing.once('response', async (response) => {
      const chunks = [];
      try {
        for await (const chunk of response) chunks.push(chunk);
        resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') });
      } catch (error) {
        reject(error);
      }
    });
    outgoing.once('error', reject);
    outgoing.once('finish', () => (sentAt = performance.now()));
    // A refusal before the whole file is sent (413) ends the connection: the answer still tells why.
    pipeline(createReadStream(path), outgoing).catch(() => {});
  });
  const { status, text } = await answer;
  const seconds = (performance.now() - started) / 1000;
  if (status !== 201) throw new Error(`POST /api/v1/uploads answered ${status} after ${seconds.toFixed(1)} s: ${text.slice(0, 600)}`);
  return { status, preview: JSON.parse(text), bytes, seconds, sentSeconds: sentAt === null ? null : (sentAt - started) / 1000 };
}
