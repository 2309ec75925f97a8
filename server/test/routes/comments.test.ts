import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, expectForbidden, expectInvalid, expectNotFound, expectTimestamp, expectUnauthorized } from '../helpers/expectations.js';
import type { Cast, MadeUser } from '../helpers/factories.js';
import { type RecordsDataset, createPlainRecords, makeRecordsDataset, recordPath } from '../helpers/records-fixtures.js';
import { commentPath, commentsPath, flagPath, setReviewers } from '../helpers/review-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let cast: Cast;
let reviewer: MadeUser;
let colleague: MadeUser;
let dataset: RecordsDataset;

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
  reviewer = await server.factory.user('annotator', { workspaces: [cast.workspace] });
  colleague = await server.factory.user('annotator', { workspaces: [cast.workspace] });
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  await setReviewers(cast.admin.api, dataset, [reviewer.id]);
});
afterAll(() => server.close());

const fresh = async () => (await createPlainRecords(server, dataset, 1))[0];

describe('GET and POST /api/v1/records/{record_id}/comments', () => {
  it('lets any member comment and read the thread, oldest first, with usernames; outsiders get 403', async () => {
    const record = await fresh();
    const created = await cast.annotator.api.post(commentsPath(record), { body: 'Is this **sarcasm**? <script>x</script>' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      record_id: record.id,
      user_id: cast.annotator.id,
      username: cast.annotator.username,
      // Stored as written: the app renders markdown sanitised.
      body: 'Is this **sarcasm**? <script>x</script>',
      inserted_at: expect.any(String),
      updated_at: created.body.inserted_at,
    });
    expectTimestamp(created.body.inserted_at);
    await cast.admin.api.post(commentsPath(record), { body: 'second' });
    await server.owner.post(commentsPath(record), { body: 'third' });
    for (const member of [cast.annotator.api, colleague.api, cast.admin.api, server.owner]) {
      const thread = await member.get(commentsPath(record));
      expect(thread.status).toBe(200);
      expect(thread.body.items.map((comment: any) => [comment.username, comment.body])).toEqual([
        [cast.annotator.username, created.body.body],
        [cast.admin.username, 'second'],
        ['owner', 'third'],
      ]);
    }
    for (const outsider of [cast.outsiderAdmin, cast.outsiderAnnotator]) {
      expectForbidden(await outsider.api.get(commentsPath(record)));
      expectForbidden(await outsider.api.post(commentsPath(record), { body: 'hi' }));
    }
  });

  it('checks credentials, the id, the body and the record (401, 422, 404)', async () => {
    const record = await fresh();
    expectUnauthorized(await server.api.get(commentsPath(record)));
    expectUnauthorized(await server.api.post(commentsPath(record), { body: 'hi' }));
    expectInvalid(await server.owner.get('/api/v1/records/nope/comments'), ['path', 'record_id']);
    expectNotFound(await cast.outsiderAnnotator.api.get(commentsPath({ id: MISSING_ID })), `Record with id \`${MISSING_ID}\` not found`);
    expectNotFound(await cast.annotator.api.post(commentsPath({ id: MISSING_ID }), { body: 'hi' }));
    for (const body of [{}, { body: '' }, { body: '   \n ' }, { body: 'x'.repeat(10_001) }, { body: 42 }, { body: null }]) {
      expectInvalid(await cast.annotator.api.post(commentsPath(record), body), ['body', 'body']);
    }
    expect((await cast.annotator.api.post(commentsPath(record), { body: 'x'.repeat(10_000) })).status).toBe(201);
    expect([413, 422]).toContain((await cast.annotator.api.post(commentsPath(record), { body: 'x'.repeat(5 * 1024 * 1024) })).status);
    expectInvalid(await cast.annotator.api.post(commentsPath(record), ['a list']), ['body']);
  });
});

describe('PATCH and DELETE /api/v1/comments/{comment_id}', () => {
  it('lets only the author edit, even over managers (403)', async () => {
    const record = await fresh();
    const comment = (await cast.annotator.api.post(commentsPath(record), { body: 'first thought' })).body;
    for (const other of [colleague.api, reviewer.api, cast.admin.api, server.owner, cast.outsiderAdmin.api]) {
      expectForbidden(await other.patch(commentPath(comment), { body: 'not yours' }));
    }
    const edited = await cast.annotator.api.patch(commentPath(comment), { body: 'second thought' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: comment.id, body: 'second thought', inserted_at: comment.inserted_at });
    expect(edited.body.updated_at > comment.updated_at).toBe(true);
    expect((await colleague.api.get(commentsPath(record))).body.items.map((item: any) => item.body)).toEqual(['second thought']);
  });

  it('checks the id, the body and the comment (422, 404)', async () => {
    const record = await fresh();
    const comment = (await cast.annotator.api.post(commentsPath(record), { body: 'x' })).body;
    expectUnauthorized(await server.api.patch(commentPath(comment), { body: 'y' }));
    expectInvalid(await cast.annotator.api.patch('/api/v1/comments/nope', { body: 'y' }), ['path', 'comment_id']);
    expectInvalid(await cast.annotator.api.patch(commentPath(comment), { body: ' ' }), ['body', 'body']);
    expectNotFound(await cast.annotator.api.patch(commentPath({ id: MISSING_ID }), { body: 'y' }), `Comment with id \`${MISSING_ID}\` not found`);
    expectNotFound(await cast.annotator.api.delete(commentPath({ id: MISSING_ID })));
  });

  it('lets the author and the dataset’s managers delete, nobody else', async () => {
    const record = await fresh();
    const post = async () => (await cast.annotator.api.post(commentsPath(record), { body: 'to go' })).body;
    const mine = await post();
    for (const other of [colleague.api, reviewer.api, cast.outsiderAdmin.api]) expectForbidden(await other.delete(commentPath(mine)));
    const deleted = await cast.annotator.api.delete(commentPath(mine));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(mine);
    expectNotFound(await cast.annotator.api.delete(commentPath(mine)));
    expect((await cast.admin.api.delete(commentPath(await post()))).status).toBe(200);
    expect((await server.owner.delete(commentPath(await post()))).status).toBe(200);
    expect((await cast.annotator.api.get(commentsPath(record))).body.items).toEqual([]);
  });

  it('keeps a comment whose author is gone, without a name; managers may still delete it', async () => {
    const leaving = await server.factory.user('annotator', { workspaces: [cast.workspace] });
    const record = await fresh();
    const comment = (await leaving.api.post(commentsPath(record), { body: 'bye' })).body;
    expect((await server.owner.delete(`/api/v1/users/${leaving.id}`)).status).toBe(200);
    expect((await cast.annotator.api.get(commentsPath(record))).body.items).toEqual([{ ...comment, user_id: null, username: null }]);
    expect((await cast.admin.api.delete(commentPath(comment))).status).toBe(200);
  });

  it('go with their record', async () => {
    const record = await fresh();
    const comment = (await cast.annotator.api.post(commentsPath(record), { body: 'x' })).body;
    expect((await server.owner.delete(recordPath(record))).status).toBe(200);
    expectNotFound(await cast.annotator.api.patch(commentPath(comment), { body: 'y' }));
  });
});

describe('the "needs review" flag: PUT, GET and DELETE /api/v1/records/{record_id}/flag', () => {
  it('any member raises it; raising it again keeps the first raiser and time', async () => {
    const record = await fresh();
    const raised = await colleague.api.put(flagPath(record));
    expect(raised.status).toBe(200);
    expect(raised.body).toEqual({ record_id: record.id, raised_by: colleague.id, raised_by_username: colleague.username, raised_at: expect.any(String) });
    expect((await cast.annotator.api.put(flagPath(record))).body).toEqual(raised.body);
    for (const member of [cast.annotator.api, reviewer.api, server.owner]) expect((await member.get(flagPath(record))).body).toEqual(raised.body);
    for (const outsider of [cast.outsiderAdmin, cast.outsiderAnnotator]) {
      expectForbidden(await outsider.api.put(flagPath(record)));
      expectForbidden(await outsider.api.get(flagPath(record)));
      expectForbidden(await outsider.api.delete(flagPath(record)));
    }
  });

  it('is cleared by whoever raised it or a reviewer; other members get 403', async () => {
    const record = await fresh();
    await colleague.api.put(flagPath(record));
    expectForbidden(await cast.annotator.api.delete(flagPath(record)));
    const cleared = await colleague.api.delete(flagPath(record));
    expect(cleared.status).toBe(200);
    expect(cleared.body.raised_by).toBe(colleague.id);
    for (const clearer of [reviewer, cast.admin]) {
      await colleague.api.put(flagPath(record));
      expect((await clearer.api.delete(flagPath(record))).status).toBe(200);
    }
    await colleague.api.put(flagPath(record));
    expect((await server.owner.delete(flagPath(record))).status).toBe(200);
  });

  it('reads as null while a record is not flagged, and again once cleared; 404 is for an unknown record', async () => {
    const record = await fresh();
    for (const member of [cast.annotator.api, reviewer.api, server.owner]) {
      const unflagged = await member.get(flagPath(record));
      expect(unflagged.status).toBe(200);
      expect(unflagged.body).toBeNull();
      expect(unflagged.headers.get('content-type')).toMatch(/^application\/json/);
    }
    await colleague.api.put(flagPath(record));
    await colleague.api.delete(flagPath(record));
    expect((await cast.annotator.api.get(flagPath(record))).body).toBeNull();
    expectNotFound(await reviewer.api.delete(flagPath(record)), `Record with id \`${record.id}\` is not flagged`);
    expectNotFound(await cast.annotator.api.get(flagPath({ id: MISSING_ID })), `Record with id \`${MISSING_ID}\` not found`);
    expectNotFound(await cast.annotator.api.put(flagPath({ id: MISSING_ID })), `Record with id \`${MISSING_ID}\` not found`);
    expectForbidden(await cast.outsiderAnnotator.api.get(flagPath(record)));
    expectInvalid(await cast.annotator.api.put('/api/v1/records/nope/flag'), ['path', 'record_id']);
    expectUnauthorized(await server.api.put(flagPath(record)));
  });
});
