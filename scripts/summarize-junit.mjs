#!/usr/bin/env node
// Usage: node scripts/summarize-junit.mjs [--quiet-failures] FILE.xml...
//
// Sums JUnit XML reports (vitest, pytest, or hand-written) with plain Node.
//   - every <testcase> element is one test
//   - failed  = a testcase containing <failure> or <error>
//   - skipped = a testcase containing <skipped> (and no failure/error)
//   - passed  = the rest
// A suite is named after its file (basename without .xml). A missing or
// unparsable file counts as 1 failed test (the suite crashed).
// If FILE.exitcode exists next to FILE.xml (written by scripts/test-all.sh) and
// holds a non-zero code other than 5 (pytest: "no tests collected") while the
// report shows no failure, that counts as 1 failed test too (e.g. vitest exits 1
// on unhandled errors even when every test passed).
//
// Prints a per-suite breakdown (with the names of failed tests), then, as the
// very last line, `N passed, N failed, N skipped`.
// Exit code: 0 only when failed == 0 and passed > 0.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

const MAX_LISTED_FAILURES = 25;

/** Decode the few XML entities that show up in names. */
function decodeEntities(s) {
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (m, e) => {
    switch (e) {
      case 'lt': return '<';
      case 'gt': return '>';
      case 'amp': return '&';
      case 'quot': return '"';
      case 'apos': return "'";
      default:
        return e[1] === 'x' || e[1] === 'X'
          ? String.fromCodePoint(parseInt(e.slice(2), 16))
          : String.fromCodePoint(parseInt(e.slice(1), 10));
    }
  });
}

function parseAttrs(src) {
  const attrs = {};
  const re = /([^\s=/>]+)\s*=\s*("([^"]*)"|'([^']*)')/g;
  let m;
  while ((m = re.exec(src))) attrs[m[1]] = decodeEntities(m[3] ?? m[4] ?? '');
  return attrs;
}

/**
 * Minimal XML scanner: walks tags (skipping comments, CDATA, processing
 * instructions and doctype; quoted attribute values may contain '>') and
 * reports each testcase with its outcome.
 */
export function parseJunit(xml) {
  const cases = [];
  const stack = []; // element names
  let current = null; // open testcase record
  let i = 0;
  const n = xml.length;
  while (i < n) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) break;
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      if (end < 0) throw new Error('unterminated comment');
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9);
      if (end < 0) throw new Error('unterminated CDATA');
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<?', lt)) {
      const end = xml.indexOf('?>', lt + 2);
      if (end < 0) throw new Error('unterminated processing instruction');
      i = end + 2;
      continue;
    }
    if (xml.startsWith('<!', lt)) {
      const end = xml.indexOf('>', lt + 2);
      if (end < 0) throw new Error('unterminated declaration');
      i = end + 1;
      continue;
    }
    // A tag: find its end, honouring quotes.
    let j = lt + 1;
    let quote = null;
    while (j < n) {
      const c = xml[j];
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (c === '>') {
        break;
      }
      j++;
    }
    if (j >= n) throw new Error('unterminated tag');
    const body = xml.slice(lt + 1, j);
    i = j + 1;
    if (body.startsWith('/')) {
      const name = body.slice(1).trim();
      const open = stack.pop();
      if (open !== name) throw new Error(`mismatched </${name}> (open: <${open ?? 'none'}>)`);
      if (name === 'testcase' && current) {
        cases.push(current);
        current = null;
      }
      continue;
    }
    const selfClosing = body.endsWith('/');
    const inner = selfClosing ? body.slice(0, -1) : body;
    const nameMatch = /^[^\s/>]+/.exec(inner);
    if (!nameMatch) throw new Error('malformed tag');
    const name = nameMatch[0];
    if (name === 'testcase') {
      if (current) throw new Error('nested testcase');
      const a = parseAttrs(inner.slice(name.length));
      current = { classname: a.classname ?? '', name: a.name ?? '', status: 'passed', message: '' };
      if (selfClosing) {
        cases.push(current);
        current = null;
      } else {
        stack.push(name);
      }
      continue;
    }
    if (current && (name === 'failure' || name === 'error')) {
      if (current.status !== 'failed') {
        current.status = 'failed';
        const a = parseAttrs(inner.slice(name.length));
        current.message = (a.message ?? a.type ?? name).split('\n')[0].slice(0, 200);
      }
    } else if (current && name === 'skipped') {
      if (current.status === 'passed') current.status = 'skipped';
    }
    if (!selfClosing) stack.push(name);
  }
  if (current) throw new Error('unterminated testcase');
  if (stack.length) throw new Error(`unclosed <${stack[stack.length - 1]}>`);
  return cases;
}

function summarizeFile(path) {
  const suite = basename(path).replace(/\.xml$/i, '');
  const res = { suite, passed: 0, failed: 0, skipped: 0, failures: [], note: '' };
  if (!existsSync(path)) {
    res.failed = 1;
    res.note = 'no JUnit report (suite crashed or did not run)';
    res.failures.push(`${suite}: no JUnit report`);
    return res;
  }
  let cases;
  try {
    cases = parseJunit(readFileSync(path, 'utf8'));
  } catch (err) {
    res.failed = 1;
    res.note = `unparsable JUnit report: ${err.message}`;
    res.failures.push(`${suite}: unparsable JUnit report`);
    return res;
  }
  for (const c of cases) {
    res[c.status]++;
    if (c.status === 'failed') {
      const full = c.classname && !c.name.startsWith(c.classname) ? `${c.classname} > ${c.name}` : c.name;
      res.failures.push(c.message ? `${full}: ${c.message}` : full);
    }
  }
  const rcPath = path.replace(/\.xml$/i, '') + '.exitcode';
  if (existsSync(rcPath)) {
    const rc = Number.parseInt(readFileSync(rcPath, 'utf8').trim(), 10);
    if (Number.isFinite(rc) && rc !== 0 && rc !== 5 && res.failed === 0) {
      res.failed += 1;
      res.note = `runner exited with code ${rc} although the report shows no failed test`;
      res.failures.push(`${suite}: runner exit code ${rc}`);
    } else if (rc === 5 && cases.length === 0) {
      res.note = 'no tests collected (exit 5)';
    }
  }
  return res;
}

function main(argv) {
  const files = argv.filter((a) => !a.startsWith('--'));
  const quietFailures = argv.includes('--quiet-failures');
  const results = files.map(summarizeFile);
  const total = { passed: 0, failed: 0, skipped: 0 };
  const width = Math.max(5, ...results.map((r) => r.suite.length));
  console.log('');
  console.log('==================== test summary ====================');
  for (const r of results) {
    total.passed += r.passed;
    total.failed += r.failed;
    total.skipped += r.skipped;
    const mark = r.failed > 0 ? 'FAIL' : r.passed > 0 ? 'ok  ' : 'none';
    console.log(
      `${mark} ${r.suite.padEnd(width)}  ${String(r.passed).padStart(4)} passed, ${String(r.failed).padStart(3)} failed, ${String(r.skipped).padStart(3)} skipped${r.note ? `  (${r.note})` : ''}`,
    );
    if (!quietFailures && r.failures.length) {
      for (const f of r.failures.slice(0, MAX_LISTED_FAILURES)) console.log(`       - ${f}`);
      if (r.failures.length > MAX_LISTED_FAILURES) {
        console.log(`       ... and ${r.failures.length - MAX_LISTED_FAILURES} more`);
      }
    }
  }
  if (results.length === 0) console.log('(no suites given)');
  console.log('======================================================');
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return total.failed === 0 && total.passed > 0 ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
