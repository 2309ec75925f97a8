import type { RecordComment, RecordFlag } from '@gloss/contract';
import { COMMENT_LENGTH_MAX } from '@gloss/contract/comments';
import { parseServerTimestamp } from '../../../shared/format/timestamps';

/*
 * Who may do what with a record's comments and its "needs review" flag, as the server decides it; the
 * page only offers what will be allowed. Pure, so the rules are tested without a browser.
 */

/** Editing a comment: its author alone. */
export function canEditComment(comment: RecordComment, userId: string | undefined): boolean {
  return userId !== undefined && comment.user_id === userId;
}

/** Deleting a comment: its author, and whoever manages the dataset (owners and its workspace's admins). */
export function canDeleteComment(comment: RecordComment, userId: string | undefined, canManage: boolean): boolean {
  return canManage || canEditComment(comment, userId);
}

/** Clearing the flag: whoever raised it, and the dataset's reviewers (managers included). */
export function canClearFlag(flag: RecordFlag, userId: string | undefined, isReviewer: boolean): boolean {
  return isReviewer || (userId !== undefined && flag.raised_by === userId);
}

/** What the composer may send: some text besides spaces, within the length the server takes. */
export function commentProblem(body: string): 'empty' | 'tooLong' | null {
  if (body.trim().length === 0) return 'empty';
  if (body.length > COMMENT_LENGTH_MAX) return 'tooLong';
  return null;
}

/** A comment whose text changed after it was posted (a second apart, so the write's own clock is not "edited"). */
export function wasEdited(comment: RecordComment): boolean {
  const inserted = parseServerTimestamp(comment.inserted_at)?.getTime();
  const updated = parseServerTimestamp(comment.updated_at)?.getTime();
  return inserted !== undefined && updated !== undefined && updated - inserted >= 1_000;
}

/** The key sending a comment from its text box: Ctrl+Enter, or ⌘+Enter on a Mac. */
export function isSendKey(press: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): boolean {
  return press.key === 'Enter' && (press.ctrlKey || press.metaKey) && !press.altKey && !press.shiftKey;
}

type Unit = Intl.RelativeTimeFormatUnit;

/** Thresholds as people say times: seconds under a minute, minutes under an hour, and so on. */
const STEPS: readonly [limit: number, unit: Unit, size: number][] = [
  [60, 'second', 1],
  [3_600, 'minute', 60],
  [86_400, 'hour', 3_600],
  [604_800, 'day', 86_400],
  [2_629_800, 'week', 604_800],
  [31_557_600, 'month', 2_629_800],
  [Number.POSITIVE_INFINITY, 'year', 31_557_600],
];

/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago" in the person's language. Anything under 45
 * seconds (or a clock a little ahead of the browser's) is "now".
 */
export function relativeTime(date: Date, now: Date, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = Math.round((date.getTime() - now.getTime()) / 1_000);
  const elapsed = Math.abs(seconds);
  if (elapsed < 45) return format.format(0, 'second');
  for (const [limit, unit, size] of STEPS) {
    if (elapsed < limit) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds / 31_557_600), 'year');
}
