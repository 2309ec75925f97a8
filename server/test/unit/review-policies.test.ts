import { describe, expect, it } from 'vitest';
import { commentPolicy } from '../../src/features/comments/policy.js';
import { reviewerPolicy } from '../../src/features/reviewers/policy.js';
import { ALL, MANAGERS, MEMBERS, type Row, WORKSPACE, checkMatrix } from '../helpers/policy-matrix.js';

// Who may do what in the review of a dataset of workspace WORKSPACE. "Listed": the caller is in the
// dataset's reviewers list; "author" / "raiser": the caller wrote the comment / raised the flag.
const matrix: Row[] = [
  ['review (search, validate, reset) unlisted', (actor) => reviewerPolicy.review(actor, WORKSPACE, false), MANAGERS],
  ['review (search, validate, reset) listed', (actor) => reviewerPolicy.review(actor, WORKSPACE, true), MEMBERS],
  ['need the reviewers list to decide', (actor) => reviewerPolicy.needsListing(actor, WORKSPACE), ['annotator member']],
  ['read the reviewers', (actor) => reviewerPolicy.readReviewers(actor, WORKSPACE), MEMBERS],
  ['set the reviewers', (actor) => reviewerPolicy.updateReviewers(actor, WORKSPACE), MANAGERS],
  ["read a record's final answer", (actor) => reviewerPolicy.readReview(actor, WORKSPACE), MEMBERS],
  ['read and write comments, raise the flag', (actor) => commentPolicy.read(actor, WORKSPACE) && commentPolicy.create(actor, WORKSPACE) && commentPolicy.raiseFlag(actor, WORKSPACE), MEMBERS],
  ['edit their own comment', (actor) => commentPolicy.edit(actor, WORKSPACE, actor.id), MEMBERS],
  ["edit another's comment", (actor) => commentPolicy.edit(actor, WORKSPACE, 'someone-else'), []],
  ['delete their own comment', (actor) => commentPolicy.delete(actor, WORKSPACE, actor.id), MEMBERS],
  ["delete another's comment", (actor) => commentPolicy.delete(actor, WORKSPACE, 'someone-else'), MANAGERS],
  ["delete a gone author's comment", (actor) => commentPolicy.delete(actor, WORKSPACE, null), MANAGERS],
  ['clear a flag they raised', (actor) => commentPolicy.clearFlag(actor, WORKSPACE, actor.id, false), MEMBERS],
  ["clear another's flag, not reviewing", (actor) => commentPolicy.clearFlag(actor, WORKSPACE, 'someone-else', false), []],
  ["clear another's flag, reviewing", (actor) => commentPolicy.clearFlag(actor, WORKSPACE, 'someone-else', true), ALL],
];

checkMatrix(matrix);

describe('who may be listed as a reviewer', () => {
  it('an owner, or a member of the workspace of any role', () => {
    expect(reviewerPolicy.listable({ role: 'owner', member: false })).toBe(true);
    expect(reviewerPolicy.listable({ role: 'annotator', member: true })).toBe(true);
    expect(reviewerPolicy.listable({ role: 'admin', member: true })).toBe(true);
    expect(reviewerPolicy.listable({ role: 'annotator', member: false })).toBe(false);
    expect(reviewerPolicy.listable({ role: 'admin', member: false })).toBe(false);
  });
});
