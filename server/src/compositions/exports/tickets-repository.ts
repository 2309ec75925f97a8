import type { Db } from '../../db/types.js';

/**
 * Marks a download ticket used, answering whether this call was the first to: the insert of its id either
 * makes the row or finds it made, in one statement, so of two downloads of one link at once, on any
 * instances, exactly one wins. Tickets past their expiry go first (jose refuses them anyway), so the table
 * holds at most a minute of downloads.
 */
export async function markTicketRedeemed(db: Db, ticketId: string, expiresAtMs: number, nowMs: number): Promise<boolean> {
  await db.deleteFrom('redeemed_export_tickets').where('expires_at', '<', nowMs).execute();
  const made = await db
    .insertInto('redeemed_export_tickets')
    .values({ ticket_id: ticketId, expires_at: expiresAtMs })
    .onConflict((conflict) => conflict.column('ticket_id').doNothing())
    .returning('ticket_id')
    .executeTakeFirst();
  return made !== undefined;
}
