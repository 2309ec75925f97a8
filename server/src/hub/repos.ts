// Accounts and repos, as huggingface_hub's HfApi calls them (hf_api.py: `whoami` -> GET /api/whoami-v2,
// `create_repo` -> POST /api/repos/create with `{name, organization, type, visibility}`, 409 when the repo exists;
// with `exist_ok`, a 401/402/403 is checked against GET /api/datasets/{repo_id}, since a token that may write to a
// repo may lack the right to create one) and huggingface.js's lib/create-repo.ts.
import { HubError } from './errors.js';
import { readJson, stringAt } from './read-json.js';
import { type HubTransport, PassingFailure, redact, serviceMessage } from './transport.js';
import { writeFailure } from './write-failures.js';

export class HubRepos {
  constructor(
    private readonly transport: HubTransport,
    private readonly endpoint: string,
  ) {}

  /** The account the token belongs to. */
  async whoami(token: string, signal?: AbortSignal): Promise<{ name: string }> {
    const what = 'tell whose token it is';
    const body = await this.transport.send({ url: `${this.endpoint}/api/whoami-v2`, token, signal, what }, async (response) => {
      if (!response.ok) throw await writeFailure(response, what, null);
      return readJson(response, 'whose token it is');
    });
    const name = stringAt(body, 'name');
    if (!name) throw new HubError('refused', 'The Hugging Face Hub did not say whose token it is.');
    return { name };
  }

  /** Whether the token can see the dataset repo (a token that may write to it may lack the right to create repos). */
  private async exists(repoId: string, token: string, signal: AbortSignal | undefined): Promise<boolean> {
    const what = `the dataset repo \`${repoId}\``;
    return this.transport.send({ url: `${this.endpoint}/api/datasets/${repoId}`, token, signal, what }, async (response) => {
      await response.body?.cancel().catch(() => undefined);
      return response.ok;
    });
  }

  /** Creates the dataset repo `namespace/name` (a bare `name`: under the token's account); one that exists already is fine. */
  async createRepo(repoId: string, options: { private: boolean }, token: string, signal?: AbortSignal): Promise<{ url: string }> {
    const [organization, name] = repoId.includes('/') ? repoId.split('/') : [undefined, repoId];
    const what = `create the dataset repo \`${repoId}\``;
    const url = `${this.endpoint}/datasets/${repoId}`;
    const payload = JSON.stringify({ name, organization, type: 'dataset', visibility: options.private ? 'private' : 'public' });
    const outcome = await this.transport.send(
      { url: `${this.endpoint}/api/repos/create`, method: 'POST', token, signal, what, headers: { 'content-type': 'application/json' }, body: payload },
      async (response): Promise<{ url: string } | HubError> => {
        if (response.ok) return { url: stringAt(await readJson(response, what), 'url') ?? url };
        if (response.status === 409) {
          const said = (await serviceMessage(response)) ?? '';
          // The Hub refuses two repo creations of one account at once: the next attempt passes.
          if (/conflicting operation is in progress/i.test(said)) throw new PassingFailure('409 another repo creation in progress');
          return { url };
        }
        return writeFailure(response, what, repoId);
      },
    );
    if (!(outcome instanceof HubError)) return outcome;
    if (outcome.kind === 'unauthorized' && (await this.exists(repoId, token, signal))) return { url };
    throw new HubError(outcome.kind, redact(outcome.message, token));
  }
}
