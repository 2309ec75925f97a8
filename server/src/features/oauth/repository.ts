import type { Db } from '../../db/types.js';

export async function saveHubSignInToken(db: Db, row: { user_id: string; token: string; expires_at: string | null; updated_at: string }): Promise<void> {
  await db
    .insertInto('hub_sign_in_tokens')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ token: row.token, expires_at: row.expires_at, updated_at: row.updated_at }))
    .execute();
}

export function findHubSignInToken(db: Db, userId: string): Promise<{ token: string; expires_at: string | null } | undefined> {
  return db.selectFrom('hub_sign_in_tokens').select(['token', 'expires_at']).where('user_id', '=', userId).executeTakeFirst();
}
