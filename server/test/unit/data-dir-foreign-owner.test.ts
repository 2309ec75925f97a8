import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensurePrivateDataDir } from '../../src/db/data-dir.js';

/**
 * A data directory mounted by a container platform, owned by another user, with wider permissions: this
 * process may not chmod it (EPERM, as the kernel answers anyone but the owner). Tests run as root, who may,
 * so the refusal is the kernel's answer played here for the paths under `refused/`.
 */
const kernel = vi.hoisted(() => ({ refusing: false }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const chmodSync: typeof fs.chmodSync = (path, mode) => {
    if (kernel.refusing && String(path).includes(`${'/'}refused`)) throw Object.assign(new Error(`EPERM: operation not permitted, chmod '${String(path)}'`), { code: 'EPERM' });
    fs.chmodSync(path, mode);
  };
  return { ...fs, default: { ...fs, chmodSync }, chmodSync };
});

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a data directory this process may not narrow', () => {
  it('is used as it is and named as left wide, rather than stopping the start', () => {
    root = mkdtempSync(join(tmpdir(), 'gloss-perms-'));
    const dataDir = join(root, 'refused');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o775);
    kernel.refusing = true;
    const report = ensurePrivateDataDir(dataDir);
    kernel.refusing = false;
    expect(report).toEqual({ tightened: [], leftWide: [dataDir] });
    expect(statSync(dataDir).mode & 0o777).toBe(0o775);
  });

  it('still narrows the directories it may', () => {
    root = mkdtempSync(join(tmpdir(), 'gloss-perms-'));
    const dataDir = join(root, 'allowed');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o775);
    expect(ensurePrivateDataDir(dataDir)).toEqual({ tightened: [dataDir], leftWide: [] });
  });
});
