import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../src/features/users/service.js';
import type { ApiClient, ApiResponse } from '../helpers/client.js';
import { hookStatement, startUntilAnsweredOrBlocked } from '../helpers/crossings.js';
import { TEST_ENGINE } from '../helpers/database.js';
import { expectRule } from '../helpers/expectations.js';
import { unique } from '../helpers/factories.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * Two owners removing each other at the same moment (deleting the other, or taking the other's owner role):
 * whatever the interleaving, one of them stays owner, and the other call is refused as the last owner's
 * removal always is, never with a 500 or a deadlock's 503.
 */
let server: TestServer;
let undo: (() => void) | null = null;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  undo?.();
  undo = null;
});
afterAll(() => server.close());

interface Owner {
  id: string;
  api: ApiClient;
}

type Removal = 'delete' | 'demote';

const REFUSAL: Record<Removal, string> = {
  delete: 'The last owner cannot be deleted',
  demote: 'The last owner cannot lose the owner role',
};

/** The first statement each removal sends once it has decided that an owner would remain. */
const AFTER_THE_CHECK: Record<Removal, RegExp> = {
  delete: /^delete from "users"/,
  demote: /^update "users" set/,
};

function remove(by: Owner, removal: Removal, target: Owner): Promise<ApiResponse> {
  const path = `/api/v1/users/${target.id}`;
  return removal === 'delete' ? by.api.delete(path) : by.api.patch(path, { role: 'admin' });
}

async function ownerIds(): Promise<string[]> {
  const rows = await server.db.selectFrom('users').select('id').where('role', '=', 'owner').execute();
  return rows.map((row) => row.id);
}

/** Two owners, and no other: the owners earlier tests left are made admins. */
async function twoOwners(): Promise<[Owner, Owner]> {
  await server.db.updateTable('users').set({ role: 'admin' }).where('role', '=', 'owner').execute();
  const made = await Promise.all(
    ['a', 'b'].map((name) => registerAccount(server.db, { username: unique(`owner-${name}`), first_name: name, role: 'owner', password: 'password-1234' })),
  );
  return made.map((row) => ({ id: row.id, api: server.api.as({ apiKey: row.api_key }) })) as [Owner, Owner];
}

const CROSSINGS: [Removal, Removal][] = [
  ['delete', 'delete'],
  ['demote', 'demote'],
  ['delete', 'demote'],
  ['demote', 'delete'],
];

// SQLite runs one transaction at a time in the server: a second call cannot start between two statements
// of the first, so the crossing staged here exists only on PostgreSQL.
describe.runIf(TEST_ENGINE === 'postgres')('a removal that starts while the other owner is being removed', () => {
  it.each(CROSSINGS)('first %s, then %s: the second is refused as the last owner', async (first, second) => {
    const [a, b] = await twoOwners();
    let crossing: Promise<ApiResponse> = Promise.resolve({} as ApiResponse);
    // The first has checked that an owner remains and is about to remove b; b now removes a.
    undo = hookStatement(server.db, AFTER_THE_CHECK[first], async () => {
      ({ call: crossing } = await startUntilAnsweredOrBlocked(server.db, () => remove(b, second, a)));
    });
    const firstAnswer = await remove(a, first, b);
    const secondAnswer = await crossing;
    expect(firstAnswer.status, JSON.stringify(firstAnswer.body)).toBe(200);
    expectRule(secondAnswer, REFUSAL[second]);
    expect(await ownerIds()).toEqual([a.id]);
  });
});

describe('owners removing each other at once, many times', () => {
  it('always leave one owner, and the refused call is the last-owner refusal', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (const [first, second] of CROSSINGS) {
        const [a, b] = await twoOwners();
        const answers = await Promise.all([remove(a, first, b), remove(b, second, a)]);
        const statuses = answers.map((answer) => answer.status);
        expect(statuses.filter((status) => status === 200), JSON.stringify(answers.map((answer) => answer.body))).toHaveLength(1);
        // The one refused came when the other owner was gone already (its credentials no longer an owner's:
        // 401 for a deleted account, 403 for a demoted one) or while it was being removed (the rule's 422).
        answers.forEach((answer, i) => {
          if (answer.status === 422) expectRule(answer, REFUSAL[i === 0 ? first : second]);
          else expect([200, 401, 403]).toContain(answer.status);
        });
        expect(await ownerIds()).toHaveLength(1);
      }
    }
  });
});
