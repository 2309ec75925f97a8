// How git and Git LFS name content, so that ids (`oid`, `ETag`, `lfs.oid`) look like the Hub's and clients that
// compare them (huggingface_hub skips unchanged files by oid) behave as they do against it.
import { createHash } from 'node:crypto';

export function sha256Hex(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/** The id git gives a file's content (`git hash-object`). */
export function gitBlobOid(content: Uint8Array): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

/** The pointer file git keeps in place of an LFS file; the Hub reports its size as `pointerSize`. */
export function lfsPointer(sha256: string, size: number): Buffer {
  return Buffer.from(`version https://git-lfs.github.com/spec/v1\noid sha256:${sha256}\nsize ${size}\n`);
}

let commitCounter = 0;

/** A 40-hex commit id, unique within the process. */
export function newCommitId(parent: string, title: string): string {
  commitCounter += 1;
  return createHash('sha1').update(`${parent}\n${title}\n${commitCounter}\n${process.pid}`).digest('hex');
}

/** A directory's id in a tree listing: any stable digest of what it holds does, as clients only compare them. */
export function treeOid(entries: string[]): string {
  return createHash('sha1').update(entries.join('\n')).digest('hex');
}
