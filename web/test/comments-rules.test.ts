import { COMMENT_LENGTH_MAX, type RecordComment, type RecordFlag } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { canClearFlag, canDeleteComment, canEditComment, commentProblem, isSendKey, relativeTime, wasEdited } from '../src/features/dataset/comments/rules';
import { press } from './key-press-fixtures';

const comment = (userId: string | null, inserted = '2026-03-01T10:00:00.000000', updated = inserted): RecordComment => ({
  id: 'c1',
  record_id: 'r1',
  user_id: userId,
  username: userId,
  body: 'Looks **off**',
  inserted_at: inserted,
  updated_at: updated,
});

const flag = (raisedBy: string | null): RecordFlag => ({ record_id: 'r1', raised_by: raisedBy, raised_by_username: raisedBy, raised_at: '2026-03-01T10:00:00' });

describe('who may do what with comments', () => {
  it('lets only the author edit', () => {
    expect(canEditComment(comment('ann'), 'ann')).toBe(true);
    expect(canEditComment(comment('ann'), 'bob')).toBe(false);
    expect(canEditComment(comment(null), undefined)).toBe(false);
    // A comment whose author's account is gone belongs to nobody.
    expect(canEditComment(comment(null), 'bob')).toBe(false);
  });

  it('lets the author and the managers delete', () => {
    expect(canDeleteComment(comment('ann'), 'ann', false)).toBe(true);
    expect(canDeleteComment(comment('ann'), 'bob', false)).toBe(false);
    expect(canDeleteComment(comment('ann'), 'admin', true)).toBe(true);
    expect(canDeleteComment(comment(null), 'admin', true)).toBe(true);
  });

  it('lets whoever raised the flag, and reviewers, clear it', () => {
    expect(canClearFlag(flag('ann'), 'ann', false)).toBe(true);
    expect(canClearFlag(flag('ann'), 'bob', false)).toBe(false);
    expect(canClearFlag(flag('ann'), 'bob', true)).toBe(true);
    expect(canClearFlag(flag(null), undefined, false)).toBe(false);
  });
});

describe('the composer', () => {
  it('sends text within the limit, not blanks', () => {
    expect(commentProblem('hello')).toBeNull();
    expect(commentProblem('  \n\t ')).toBe('empty');
    expect(commentProblem('x'.repeat(COMMENT_LENGTH_MAX))).toBeNull();
    expect(commentProblem('x'.repeat(COMMENT_LENGTH_MAX + 1))).toBe('tooLong');
  });

  it('sends with Ctrl+Enter or ⌘+Enter only', () => {
    expect(isSendKey(press('Enter', { ctrlKey: true }))).toBe(true);
    expect(isSendKey(press('Enter', { metaKey: true }))).toBe(true);
    expect(isSendKey(press('Enter'))).toBe(false);
    expect(isSendKey(press('Enter', { shiftKey: true, ctrlKey: true }))).toBe(false);
    expect(isSendKey(press('s', { ctrlKey: true }))).toBe(false);
  });
});

describe('times', () => {
  it('marks a comment edited only when its text changed a while after it was posted', () => {
    expect(wasEdited(comment('ann'))).toBe(false);
    expect(wasEdited(comment('ann', '2026-03-01T10:00:00.000000', '2026-03-01T10:00:00.400000'))).toBe(false);
    expect(wasEdited(comment('ann', '2026-03-01T10:00:00.000000', '2026-03-01T10:05:00.000000'))).toBe(true);
  });

  it('say how long ago, in the person’s language', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1_000);
    expect(relativeTime(ago(10), now, 'en')).toBe('now');
    expect(relativeTime(ago(-20), now, 'en')).toBe('now');
    expect(relativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3_600), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(86_400), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(14 * 86_400), now, 'en')).toBe('2 weeks ago');
    expect(relativeTime(ago(400 * 86_400), now, 'en')).toBe('last year');
    expect(relativeTime(ago(5 * 60), now, 'de')).toBe('vor 5 Minuten');
    expect(relativeTime(ago(86_400), now, 'es')).toBe('ayer');
  });
});
