// Reads a cProfile file of `log()` through bench/sdk/profile_summary.py: where the SDK's time went, by
// package and by function, as printable lines and as figures for the results file.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export async function profileLog(root, file) {
  const python = join(root, 'compat', '.venv', 'bin', 'python');
  const summary = JSON.parse(execFileSync(python, [join(root, 'bench', 'sdk', 'profile_summary.py'), file], { encoding: 'utf8' }));
  const share = (seconds) => `${seconds.toFixed(2).padStart(6)} s ${((seconds / summary.totalSeconds) * 100).toFixed(0).padStart(3)}%`;
  const lines = [
    '  by package (own time):',
    ...summary.byPackage.map(([name, seconds]) => `    ${share(seconds)}  ${name}`),
    '  by function (own time; cumulative):',
    ...summary.functions.map((f) => `    ${share(f.ownSeconds)}  ${f.cumulativeSeconds.toFixed(2).padStart(6)} s  ${f.calls} calls  ${f.function}`),
  ];
  return { ...summary, lines };
}

/**
 * The server's main thread by bucket (SQLite, building SQL, checking records, HTTP and JSON, ...) through
 * the import benchmark's bench/import/profile-shares.mjs, each share also said in CPU ms per 1,000 records.
 */
export function profileServer(root, file, mainThreadMsPerThousand) {
  const args = [join(root, 'bench', 'import', 'profile-shares.mjs'), file];
  if (Number.isFinite(mainThreadMsPerThousand)) args.push(String(Math.round(mainThreadMsPerThousand * 10) / 10));
  const text = execFileSync(process.execPath, args, { encoding: 'utf8' }).trim();
  return { mainThreadMsPerThousand, text };
}
