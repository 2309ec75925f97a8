// Who may see, download and write what, as the Hub decides it (huggingface_hub's `hf_raise_for_status` and
// https://gist.github.com/Wauplin/46c27ad266b15998ce56a6603796f0b9 describe the answers): a repo the caller
// may not see does not exist for it, a gated repo's files need a granted user, a wrong token is refused outright.
import type { IncomingMessage } from 'node:http';
import type { Repo } from './store/repo-store.js';
import type { TokenInfo } from './types.js';

export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'invalid' }
  | { kind: 'user'; token: string; info: TokenInfo };

export function callerOf(req: IncomingMessage, tokens: Record<string, TokenInfo>): Caller {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match) return { kind: 'anonymous' };
  const info = Object.hasOwn(tokens, match[1]) ? tokens[match[1]] : undefined;
  return info ? { kind: 'user', token: match[1], info } : { kind: 'invalid' };
}

export function ownsNamespace(caller: Caller, namespace: string): boolean {
  return caller.kind === 'user' && (caller.info.user === namespace || (caller.info.orgs ?? []).includes(namespace));
}

function isGranted(repo: Repo, caller: Caller): boolean {
  return caller.kind === 'user' && (ownsNamespace(caller, repo.id.split('/')[0]) || repo.grantedTokens.has(caller.token));
}

/** Why a read is refused; `null` when it is allowed. */
export type Refusal = 'invalid-token' | 'not-found' | 'gated' | null;

/** The repo's page, its listing and its metadata: a gated repo shows these to everyone. */
export function refuseSeeing(repo: Repo | undefined, caller: Caller): Refusal {
  if (caller.kind === 'invalid') return 'invalid-token';
  if (!repo || (repo.private && !isGranted(repo, caller))) return 'not-found';
  return null;
}

/** Its files' content, which a gated repo keeps for the users it granted. */
export function refuseReading(repo: Repo | undefined, caller: Caller): Refusal {
  const refusal = refuseSeeing(repo, caller);
  if (refusal || !repo) return refusal;
  return repo.gated && !isGranted(repo, caller) ? 'gated' : null;
}

/** Why a write to a namespace is refused; `null` when it is allowed. */
export function refuseWriting(namespace: string, caller: Caller): 'anonymous' | 'invalid-token' | 'forbidden' | null {
  if (caller.kind === 'anonymous') return 'anonymous';
  if (caller.kind === 'invalid') return 'invalid-token';
  return ownsNamespace(caller, namespace) && caller.info.role !== 'read' ? null : 'forbidden';
}
