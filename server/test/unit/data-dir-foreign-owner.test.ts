import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Chmod, ensurePrivateDataDir, ensurePrivateFiles } from '../../src/db/data-dir.js';

/**
 * A data directory mounted by a container platform, owned by another user, with wider permissions: this
 * process may not chmod it (EPERM, as the kernel answers anyone but the owner). Tests run as root, who may,
 * so the kernel's refusal is played by the chmod given.
 */
const refusedByTheKernel: Chmod = (path) => {
  throw Object.assign(new Error(`EPERM: operation not permitted, chmod '${path}'`), { code: 'EPERM' });
};
const modeOf = (path: string) => statSync(path).mode & 0o777;

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a data directory this process may not narrow', () => {
  it('is used as it is and named as left wide, rather than stopping the start', () => {
    root = mkdtempSync(join(tmpdir(), 'gloss-perms-'));
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o775);
    writeFileSync(join(dataDir, 'gloss.db'), '');
    chmodSync(join(dataDir, 'gloss.db'), 0o644);
    expect(ensurePrivateDataDir(dataDir, refusedByTheKernel)).toEqual({ tightened: [], leftWide: [dataDir] });
    expect(ensurePrivateFiles(dataDir, ['gloss.db'], refusedByTheKernel)).toEqual({ tightened: [], leftWide: [join(dataDir, 'gloss.db')] });
    expect(modeOf(dataDir)).toBe(0o775);
  });

  it('fails on any other error than a refusal, as before', () => {
    root = mkdtempSync(join(tmpdir(), 'gloss-perms-'));
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o775);
    const readOnlyFileSystem: Chmod = () => {
      throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
    };
    expect(() => ensurePrivateDataDir(dataDir, readOnlyFileSystem)).toThrow(/EROFS/);
  });

  it('still narrows what it may', () => {
    root = mkdtempSync(join(tmpdir(), 'gloss-perms-'));
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o775);
    expect(ensurePrivateDataDir(dataDir)).toEqual({ tightened: [dataDir], leftWide: [] });
    expect(modeOf(dataDir)).toBe(0o700);
  });
});
