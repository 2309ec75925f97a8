// The verdicts on issue 26's targets, the tables printed at the end of a run, and the results file.
import { writeDatedResults } from '../../records/lib/report.mjs';
import { DEFAULT_RECORDS, TARGETS } from './config.mjs';
import { SLOW_MS } from './recorder.mjs';

const n = (value, digits = 0) => (value == null || Number.isNaN(value) ? '-' : Number(value).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));
const ms = (value) => (value == null ? '-' : `${n(value, value < 100 ? 1 : 0)} ms`);
const seconds = (msValue) => (msValue == null ? '-' : `${n(msValue / 1000, 1)} s`);
const verdict = (pass) => (pass == null ? '' : pass ? 'ok' : 'MISSED');
const ratio = (under, alone) => (under == null || !alone ? null : Math.round((under / alone) * 100) / 100);

const errorCount = (...summaries) => summaries.filter(Boolean).reduce((sum, s) => sum + s.errors, 0);
const slowCount = (...summaries) => summaries.filter(Boolean).reduce((sum, s) => sum + s.overSlowMs, 0);

/** Every target with its figure and whether it is met (null: not measured in this run). */
export function verdicts(results) {
  const { alone, loop, paced } = results;
  const out = [];
  const add = (name, value, target, pass) => out.push({ name, value, target, pass: value == null ? null : pass });
  if (alone && loop?.admin) {
    const search = ratio(loop.admin.search.medianMs, alone.search.medianMs);
    add('admin text search, median under load ÷ alone', search, `≤ ${TARGETS.adminUnderLoadOverAlone}x`, search <= TARGETS.adminUnderLoadOverAlone);
    const firstByte = ratio(loop.admin.export.firstByteMs, alone.export.firstByteMs);
    add("export's first byte, under load ÷ alone", firstByte, `≤ ${TARGETS.adminUnderLoadOverAlone}x`, firstByte <= TARGETS.adminUnderLoadOverAlone);
  }
  if (loop) {
    const { queue, submit } = loop.requests;
    add('closed loop + admin: queue fetch p95 (ms)', queue.p95, `≤ ${TARGETS.closedLoopP95Ms} ms`, queue.p95 <= TARGETS.closedLoopP95Ms);
    add('closed loop + admin: submit p95 (ms)', submit.p95, `≤ ${TARGETS.closedLoopP95Ms} ms`, submit.p95 <= TARGETS.closedLoopP95Ms);
    add(`closed loop + admin: annotator requests over ${SLOW_MS / 1000} s`, slowCount(queue, submit), '0', slowCount(queue, submit) === 0);
    const errors = errorCount(queue, submit, loop.admin?.search.latencyMs) + (loop.admin?.export.errors ?? 0);
    add('closed loop + admin: errors (non-2xx, network), annotators and admin', errors, '0', errors === TARGETS.errors);
  }
  if (paced) {
    const { queue, submit } = paced.requests;
    add('paced: queue fetch p95 (ms)', queue.p95, `≤ ${TARGETS.pacedQueueP95Ms} ms`, queue.p95 <= TARGETS.pacedQueueP95Ms);
    add('paced: submit p95 (ms)', submit.p95, `≤ ${TARGETS.pacedSubmitP95Ms} ms`, submit.p95 <= TARGETS.pacedSubmitP95Ms);
    add('paced: errors (non-2xx, network)', errorCount(queue, submit), '0', errorCount(queue, submit) === 0);
  }
  return out;
}

function printGrid(header, lines) {
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => String(l[c] ?? '').length)));
  const line = (cells) => cells.map((cell, c) => String(cell ?? '').padEnd(widths[c])).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(line(l));
}

const latencyCell = (s) => (s && s.n ? `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.maxIncludingErrors ?? s.max)}` : '-');
const coresCell = (cpu) =>
  cpu ? [cpu.serverCores, cpu.postgresCores, cpu.clientCores, cpu.otherCores].filter((c) => c !== undefined).map((c) => n(c, 2)).join('; ') : '-';

export function printReport(title, results, document) {
  const { alone, baseline, loop, paced } = results;
  const found = verdicts(results);
  const pass = (name) => found.find((v) => v.name.startsWith(name))?.pass;
  const postgres = document.engine === 'postgres';
  console.log(`\n${title}`);

  if (alone || loop?.admin) {
    console.log('');
    const a = loop?.admin;
    const searchRatio = ratio(a?.search.medianMs, alone?.search.medianMs);
    const firstByteRatio = ratio(a?.export.firstByteMs, alone?.export.firstByteMs);
    printGrid(
      ['the admin', 'alone', `under the closed loop (${loop?.annotators.annotators ?? '-'} annotators)`, 'ratio', 'target', ''],
      [
        [
          `text search "${alone?.search.word ?? a?.search.word}" (${n(alone?.search.matches)} matches), median`,
          alone ? `${ms(alone.search.medianMs)} (${alone.search.samplesMs.length} searches)` : '-',
          a ? `${ms(a.search.medianMs)} (${a.search.latencyMs.n} searches back to back)` : '-',
          searchRatio == null ? '-' : `${n(searchRatio, 2)}x`,
          `≤ ${TARGETS.adminUnderLoadOverAlone}x`,
          verdict(pass('admin text search')),
        ],
        ['  p95 / max', alone ? `${ms(alone.search.latencyMs.p95)} / ${ms(alone.search.latencyMs.max)}` : '-', a ? `${ms(a.search.latencyMs.p95)} / ${ms(a.search.latencyMs.maxIncludingErrors)}` : '-'],
        [
          'export, JSON Lines, every record: first byte',
          alone ? ms(alone.export.firstByteMs) : '-',
          a ? `${ms(a.export.firstByteMs)} (started ${n(a.export.startedAtS, 1)} s in)` : '-',
          firstByteRatio == null ? '-' : `${n(firstByteRatio, 2)}x`,
          `≤ ${TARGETS.adminUnderLoadOverAlone}x`,
          verdict(pass("export's first byte")),
        ],
        ['  whole download', alone ? `${seconds(alone.export.totalMs)}, ${n(alone.export.bytes / 1e6, 1)} MB` : '-', a ? `${seconds(a.export.totalMs)}${a.export.error ? ` failed: ${a.export.error}` : ''}` : '-'],
      ],
    );
  }

  if (baseline || loop) {
    console.log('');
    const row = (metric, fn, target = '', verdictName = null) => [metric, baseline ? fn(baseline) : '-', loop ? fn(loop) : '-', target, verdictName ? verdict(pass(verdictName)) : ''];
    const lines = [
      row('submits/s (all annotators)', (p) => n(p.annotators.submitsPerSecond, 1)),
      row('queue fetch p50 / p95 / max', (p) => latencyCell(p.requests.queue), `p95 ≤ ${TARGETS.closedLoopP95Ms} ms`, 'closed loop + admin: queue fetch'),
      row('submit p50 / p95 / max', (p) => latencyCell(p.requests.submit), `p95 ≤ ${TARGETS.closedLoopP95Ms} ms`, 'closed loop + admin: submit'),
      row(`annotator requests over ${SLOW_MS / 1000} s`, (p) => n(slowCount(p.requests.queue, p.requests.submit)), '0', 'closed loop + admin: annotator requests'),
      row(
        'errors (non-2xx, network)',
        (p) => {
          const count = errorCount(p.requests.queue, p.requests.submit, p.admin?.search.latencyMs) + (p.admin?.export.errors ?? 0);
          const statuses = { ...p.requests.queue.errorsByStatus };
          for (const [k, v] of Object.entries(p.requests.submit.errorsByStatus)) statuses[k] = (statuses[k] ?? 0) + v;
          return Object.keys(statuses).length ? `${n(count)} (${Object.entries(statuses).map(([k, v]) => `${k}: ${v}`).join(', ')})` : n(count);
        },
        '0',
        'closed loop + admin: errors',
      ),
      row('submits per annotator, min / median / max', (p) => `${p.annotators.perAnnotator.min} / ${p.annotators.perAnnotator.median} / ${p.annotators.perAnnotator.max}`),
    ];
    if (loop?.whileExporting) {
      const w = loop.whileExporting;
      lines.push(['  while the export streamed: queue p95; submit p95', '', `${ms(w.queue.p95)}; ${ms(w.submit.p95)} (${n(w.seconds, 1)} s)`]);
    }
    lines.push(row(`cores: server;${postgres ? ' PostgreSQL;' : ''} client; everything else`, (p) => coresCell(p.cpu)));
    lines.push(row('load average, start → end', (p) => `${p.loadAverage.start} → ${p.loadAverage.end}`));
    const who = loop ?? baseline;
    printGrid(
      [`${who.annotators.annotators} annotators in a closed loop`, `alone (${baseline ? `${n(baseline.seconds)} s` : 'not run'})`, `+ the admin (${loop ? `${n(loop.seconds)} s` : 'not run'})`, 'target (+ admin)', ''],
      lines,
    );
  }

  if (paced) {
    console.log('');
    const { queue, submit } = paced.requests;
    printGrid(
      [`${paced.annotators.annotators} paced annotators, one record each every ${paced.pace.minSeconds} to ${paced.pace.maxSeconds} s (${n(paced.seconds)} s)`, 'value', 'target', ''],
      [
        ['submits; submits/s', `${n(paced.annotators.submits)}; ${n(paced.annotators.submitsPerSecond, 1)}`],
        ['queue fetch p50 / p95 / max', latencyCell(queue), `p95 ≤ ${TARGETS.pacedQueueP95Ms} ms`, verdict(pass('paced: queue fetch'))],
        ['submit p50 / p95 / max', latencyCell(submit), `p95 ≤ ${TARGETS.pacedSubmitP95Ms} ms`, verdict(pass('paced: submit'))],
        ['errors (non-2xx, network); requests over 2 s', `${n(errorCount(queue, submit))}; ${n(slowCount(queue, submit))}`, '0', verdict(pass('paced: errors'))],
        [`cores: server;${postgres ? ' PostgreSQL;' : ''} client; everything else`, coresCell(paced.cpu)],
      ],
    );
  }

  for (const [phase, p] of Object.entries({ 'closed loop alone': baseline, 'closed loop + admin': loop, paced })) {
    const others = p?.cpu?.busiestOthers;
    if (others?.length) console.log(`${phase}: busiest other processes: ${others.map((o) => `${o.cores} cores ${o.command}`).join('; ')}`);
  }

  const met = found.filter((v) => v.pass === true).length;
  const missed = found.filter((v) => v.pass === false);
  console.log(`\ntargets: ${met} met, ${missed.length} missed${missed.length ? `: ${missed.map((v) => `${v.name} = ${v.value} (${v.target})`).join('; ')}` : ''}`);
  return found;
}


/** bench/results/team-<engine>-<date>.json; another size than the default adds it: team-sqlite-<date>-1000000.json. */
export function writeResults(root, engine, document) {
  return writeDatedResults(root, 'team', engine, document, { size: document.config.records, defaultSize: DEFAULT_RECORDS });
}
