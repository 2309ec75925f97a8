import { refuseReading, refuseSeeing, refuseWriting } from '../access.js';
import type { Ctx } from '../http/server.js';
import type { Commit, Repo } from '../store/repo-store.js';
import { refuseRead, refuseWrite, revisionNotFound } from './errors.js';

/**
 * The repo and the commit a request names, or `undefined` once the refusal is answered. `content` asks for its
 * files' bytes (which a gated repo keeps for granted users), else its listing and metadata.
 */
export function lookUp(ctx: Ctx, repoId: string, revision: string, content: boolean): { repo: Repo; commit: Commit } | undefined {
  const repo = ctx.state.store.repos.get(repoId);
  const refusal = content ? refuseReading(repo, ctx.caller) : refuseSeeing(repo, ctx.caller);
  if (refusal || !repo) {
    refuseRead(ctx.res, refusal ?? 'not-found', repoId, ctx.state.baseUrl, ctx.caller.kind === 'user');
    return undefined;
  }
  const commit = ctx.state.store.resolve(repo, revision);
  if (!commit) {
    revisionNotFound(ctx.res, revision);
    return undefined;
  }
  return { repo, commit };
}

/** The repo a write names, or `undefined` once the refusal is answered: a repo the caller cannot see is not found. */
export function lookUpForWrite(ctx: Ctx, repoId: string): Repo | undefined {
  const repo = ctx.state.store.repos.get(repoId);
  const refusal = refuseWriting(repoId.split('/')[0], ctx.caller);
  if (refusal === 'anonymous' || refusal === 'invalid-token') refuseWrite(ctx.res, refusal, '');
  else if (!repo || refuseSeeing(repo, ctx.caller)) refuseRead(ctx.res, 'not-found', repoId, ctx.state.baseUrl, true);
  else if (refusal) refuseWrite(ctx.res, refusal, `write to ${repoId}`);
  else return repo;
  return undefined;
}
