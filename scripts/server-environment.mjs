// The environment the server process starts with: the caller's, plus how glibc's allocator should behave.
//
// glibc raises its threshold for serving an allocation from its own mapping each time such a block is freed
// (up to 32 MiB), so after a few multi-megabyte request bodies the vector index's 3 MiB blocks and every
// transient buffer land in the shared heap, where fragmentation keeps them from going back to the system; and
// each thread gets an arena of its own. Pinning the threshold at 128 KiB and allowing two arenas, a server
// that ingested 300,000 records and built their graph peaked 44 MiB lower (bench/README.md, "What a server
// that ingested a million records keeps"). The tunables must be in the environment before the process
// starts: the allocator reads them once.
export const ALLOCATOR_TUNABLES = 'glibc.malloc.mmap_threshold=131072:glibc.malloc.arena_max=2';

/** `env` with the allocator's tunables, unless the operator set GLIBC_TUNABLES (theirs wins, whole). */
export function withAllocatorTunables(env = process.env) {
  if (env.GLIBC_TUNABLES !== undefined) return { ...env };
  return { ...env, GLIBC_TUNABLES: ALLOCATOR_TUNABLES };
}
