// The Hub's error answers to writes, as huggingface_hub's `hf_raise_for_status` (utils/_http.py) tells them apart:
// 401 for a missing or wrong token ("Invalid credentials in Authorization header"), 403 for a token without the
// right on the namespace, 404 (`X-Error-Code: RepoNotFound`) for a repo the token may not see, 400/409/413/422
// for a request the Hub refuses, with its message in `X-Error-Message` or the body's `error`.
import { HubError } from './errors.js';
import { serviceMessage } from './transport.js';

/** The error a person can act on, for a write (or an account call) the Hub refused. */
export async function writeFailure(response: Response, what: string, repoId: string | null): Promise<HubError> {
  const said = await serviceMessage(response);
  const because = said ? ` (${said})` : '';
  if (response.status === 401) {
    return new HubError('unauthorized', `The Hugging Face Hub refused the token for ${what}${because}: give a valid token with write access.`);
  }
  if (response.status === 403) {
    const namespace = repoId?.split('/')[0];
    return new HubError('unauthorized', `The token may not ${what}${because}: give a token with write access${namespace ? ` to \`${namespace}\`` : ''}.`);
  }
  if (response.status === 404) {
    return new HubError('not_found', `The Hugging Face Hub has no ${repoId ? `dataset repo \`${repoId}\`` : 'such repo'} the token may see, for ${what}: check its name and the token's access.`);
  }
  return new HubError('refused', `The Hugging Face Hub refused to ${what} (${response.status}${said ? `: ${said}` : ''}).`);
}
