// One SQLite connection on its own thread: the writer, or a reader opened read-only. Messages are
// { id, ...request } and each is answered { id, ...reply } in the order it came (see sqlite-executor.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { sqliteExecutor } from './sqlite-executor.mjs';

const { file, readonly, pragmas } = workerData;
let execute;
try {
  const db = new Database(file, { readonly });
  for (const pragma of pragmas) db.pragma(pragma);
  execute = sqliteExecutor(db);
  parentPort.postMessage({ id: 0, ready: true });
} catch (error) {
  parentPort.postMessage({ id: 0, error: { message: error.message, code: error.code, name: error.name } });
}

parentPort.on('message', ({ id, ...request }) => {
  parentPort.postMessage({ id, ...execute(request) });
});
