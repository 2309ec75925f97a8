#!/usr/bin/env node
// The heaviest functions of a .cpuprofile written by `BENCH_ANNOTATE_PROFILE=1` (best with an unminified
// build: `npx vite build --minify false --outDir /tmp/x` in web/, then BENCH_ANNOTATE_WEB_DIR=/tmp/x).
//
//   node bench/annotate/profile-top.mjs <file.cpuprofile> [count] [--focus name]
//
// Prints self time and total time (self + callees) per function, and with --focus the callers and callees
// of the functions whose name contains `name`.
import { readFileSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-top.mjs <file.cpuprofile> [count] [--focus name]');
  process.exit(2);
}
const focusIndex = rest.indexOf('--focus');
const focus = focusIndex >= 0 ? rest[focusIndex + 1] : null;
const count = Number(rest.find((a, i) => /^\d+$/.test(a) && rest[i - 1] !== '--focus') ?? 30);

const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Time per sample: the delta that follows it.
const selfMs = new Map();
const { samples, timeDeltas } = profile;
for (let i = 0; i < samples.length; i += 1) {
  const dt = (timeDeltas[i + 1] ?? 0) / 1000;
  selfMs.set(samples[i], (selfMs.get(samples[i]) ?? 0) + dt);
}
const name = (n) => {
  const f = n.callFrame;
  const where = f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}` : '';
  return `${f.functionName || '(anonymous)'} ${where}`.trim();
};
const bySelf = new Map();
const byTotal = new Map();
for (const [id, ms] of selfMs) {
  const n = nodes.get(id);
  bySelf.set(name(n), (bySelf.get(name(n)) ?? 0) + ms);
  // Total: every distinct function on the stack gets the sample once.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const key = name(nodes.get(at));
    if (seen.has(key)) continue;
    seen.add(key);
    byTotal.set(key, (byTotal.get(key) ?? 0) + ms);
  }
}
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
const idle = bySelf.get('(idle)') ?? 0;
const top = (map) => [...map].filter(([k]) => !['(idle)', '(root)', '(program)'].includes(k)).sort((a, b) => b[1] - a[1]).slice(0, count);
console.log(`${file}: ${total.toFixed(0)} ms sampled, ${idle.toFixed(0)} ms idle, ${(bySelf.get('(program)') ?? 0).toFixed(0)} ms (program), ${(bySelf.get('(garbage collector)') ?? 0).toFixed(0)} ms GC`);
console.log('\nself ms  function');
for (const [k, ms] of top(bySelf)) console.log(`${ms.toFixed(1).padStart(7)}  ${k}`);
console.log('\ntotal ms function');
for (const [k, ms] of top(byTotal)) console.log(`${ms.toFixed(1).padStart(7)}  ${k}`);

if (focus) {
  const callers = new Map();
  const callees = new Map();
  for (const [id, ms] of selfMs) {
    const stack = [];
    for (let at = id; at !== undefined; at = parent.get(at)) stack.push(name(nodes.get(at)));
    const i = stack.findIndex((k) => k.includes(focus));
    if (i < 0) continue;
    if (stack[i + 1]) callers.set(stack[i + 1], (callers.get(stack[i + 1]) ?? 0) + ms);
    const callee = i > 0 ? stack[i - 1] : '(self)';
    callees.set(callee, (callees.get(callee) ?? 0) + ms);
  }
  console.log(`\ncallers of *${focus}*`);
  for (const [k, ms] of top(callers)) console.log(`${ms.toFixed(1).padStart(7)}  ${k}`);
  console.log(`\ncallees of *${focus}*`);
  for (const [k, ms] of top(callees)) console.log(`${ms.toFixed(1).padStart(7)}  ${k}`);
}
