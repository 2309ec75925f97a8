import type { Config } from '../config.js';
import { serialiseTransactions } from '../db/serialise.js';
import { type Db, inTransaction } from '../db/types.js';
import { generateApiKey, generatePassword } from '../features/users/secrets.js';
import { countUsers } from '../features/users/repository.js';
import { registerAccount } from '../features/users/service.js';
import { ensureWorkspace } from '../features/workspaces/service.js';

export interface CreatedOwner {
  username: string;
  /** Present only when Gloss generated it: it is shown once and never stored in clear. */
  generatedPassword: string | null;
  apiKey: string;
  apiKeyGenerated: boolean;
  workspace: string;
}

/**
 * On the first start (no users at all) creates the owner and a first workspace from the configuration,
 * generating a strong password and API key where none is configured. Later starts change nothing.
 *
 * Instances starting together on one empty database (a compose file's replicas) check and create one after
 * the other: the first creates the owner, the others find it, whatever owner each was configured with.
 */
export async function createOwnerOnFirstStart(db: Db, owner: Config['owner']): Promise<CreatedOwner | null> {
  const password = owner.password ?? generatePassword();
  const apiKey = owner.apiKey ?? generateApiKey();
  const created = await inTransaction(db, async (trx) => {
    await serialiseTransactions(trx, 'gloss.first-start');
    if ((await countUsers(trx)) > 0) return false;
    await ensureWorkspace(trx, owner.workspace);
    await registerAccount(trx, {
      username: owner.username,
      first_name: owner.username,
      role: 'owner',
      password,
      apiKey,
      workspaces: [owner.workspace],
    });
    return true;
  });
  if (!created) return null;
  return {
    username: owner.username,
    generatedPassword: owner.password ? null : password,
    apiKey,
    apiKeyGenerated: owner.apiKey === null,
    workspace: owner.workspace,
  };
}

export function describeCreatedOwner(created: CreatedOwner, url: string): string {
  const lines = [
    '',
    `Gloss created the owner account "${created.username}" and the workspace "${created.workspace}".`,
    `Sign in at ${url} as "${created.username}"${created.generatedPassword ? ` with the password: ${created.generatedPassword}` : ' with the password from GLOSS_OWNER_PASSWORD'}`,
    created.apiKeyGenerated ? `API key for the Python SDK: ${created.apiKey}` : 'API key for the Python SDK: the value of GLOSS_OWNER_API_KEY.',
  ];
  if (created.generatedPassword || created.apiKeyGenerated) {
    lines.push('These generated secrets are shown only this once. Reset the password with `npm run gloss -- users reset-password`.');
  }
  return `${lines.join('\n')}\n`;
}
