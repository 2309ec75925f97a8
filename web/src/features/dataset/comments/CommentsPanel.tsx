import type { RecordComment } from '@gloss/contract';
import { COMMENT_LENGTH_MAX } from '@gloss/contract/comments';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/Avatar';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useCurrentUser } from '../../../shared/auth/queries';
import { numberFormat } from '../../../shared/format/numbers';
import { MarkdownContent } from '../annotate/fields/MarkdownContent';
import { RelativeTime } from './RelativeTime';
import { useCommentActions, useRecordComments, type ThreadChange } from './queries';
import { canDeleteComment, canEditComment, commentProblem, isSendKey, wasEdited } from './rules';
import styles from './CommentsPanel.module.css';

export interface CommentsPanelProps {
  datasetId: string;
  recordId: string;
  /** Owners and the workspace's admins: they may delete anyone's comment. */
  canManage: boolean;
  /** The composer takes the keyboard as the panel appears (the annotation page's drawer). */
  autoFocus?: boolean;
  /** A comment was added, edited or deleted (the review view updates its counts). */
  onChanged?: (change: ThreadChange) => void;
}

/** Texts typed but not sent, per record, so closing the panel or moving to another record loses nothing. */
const unsent = new Map<string, string>();

/**
 * A record's thread: each comment's author, when (relative, the full time on hover) and its markdown,
 * rendered sanitised by the app's markdown renderer; the author edits and deletes their own comments,
 * managers delete any. A composer at the foot sends with Ctrl/⌘+Enter. Failures are the app's toasts.
 */
export function CommentsPanel({ datasetId, recordId, canManage, autoFocus = false, onChanged }: CommentsPanelProps) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const thread = useRecordComments(datasetId, recordId, { fresh: true });
  const [announcement, setAnnouncement] = useState('');
  const actions = useCommentActions(datasetId, recordId, (change) => {
    setAnnouncement(t(change.kind === 'added' ? 'comments.added' : change.kind === 'edited' ? 'comments.saved' : 'comments.deleted'));
    onChanged?.(change);
  });
  const composer = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const count = thread.data?.length ?? 0;

  // A new comment (ours or a teammate's) is at the foot of the thread: keep it in sight.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count, recordId]);

  let body;
  if (thread.isPending) {
    body = (
      <div className={styles.state}>
        <Spinner label={t('comments.loading')} size={16} />
      </div>
    );
  } else if (thread.isError) {
    body = (
      <div className={styles.state} role="alert">
        <p>{t('comments.loadFailed')}</p>
        <Button size="small" onClick={() => void thread.refetch()}>
          {t('comments.retry')}
        </Button>
      </div>
    );
  } else if (count === 0) {
    body = (
      <p className={styles.empty} data-testid="comments-empty">
        {t('comments.empty')}
      </p>
    );
  } else {
    body = (
      <ol ref={list} className={styles.thread} aria-label={t('comments.threadLabel')} data-testid="comment-thread">
        {thread.data!.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            userId={user?.id}
            canManage={canManage}
            onEdit={(text) => actions.edit.mutateAsync({ id: comment.id, body: text })}
            onDelete={async () => {
              await actions.remove.mutateAsync(comment.id);
              composer.current?.focus();
            }}
          />
        ))}
      </ol>
    );
  }

  return (
    <div className={styles.panel} data-testid="comments-panel" data-record-id={recordId}>
      {body}
      <Composer
        key={recordId}
        ref={composer}
        recordId={recordId}
        autoFocus={autoFocus}
        sending={actions.add.isPending}
        onSend={async (text) => {
          await actions.add.mutateAsync(text);
        }}
      />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

interface ComposerProps {
  recordId: string;
  autoFocus: boolean;
  sending: boolean;
  onSend: (text: string) => Promise<void>;
  ref: React.Ref<HTMLTextAreaElement>;
}

/** Shown once the text comes this close to the limit. */
const COUNT_SHOWN_FROM = COMMENT_LENGTH_MAX - 1_000;

function Composer({ recordId, autoFocus, sending, onSend, ref }: ComposerProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(() => unsent.get(recordId) ?? '');
  const id = useId();
  const hintId = `${id}-hint`;
  const problem = commentProblem(text);
  const change = (next: string) => {
    setText(next);
    if (next) unsent.set(recordId, next);
    else unsent.delete(recordId);
  };
  const send = async () => {
    if (problem || sending) return;
    try {
      await onSend(text);
      change('');
    } catch {
      // Said by the app's toast; the text stays to send again.
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    void send();
  };
  const number = numberFormat(i18n.language);
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('comments.composer.label')}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={styles.textarea}
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('comments.composer.placeholder')}
        maxLength={COMMENT_LENGTH_MAX}
        rows={3}
        autoFocus={autoFocus}
        aria-describedby={hintId}
        data-testid="comment-composer"
      />
      <div className={styles.composerFoot}>
        <span id={hintId} className={styles.hint}>
          {problem === 'tooLong' ? t('comments.composer.tooLong', { max: number.format(COMMENT_LENGTH_MAX) }) : t('comments.composer.sendHint')}
          {text.length >= COUNT_SHOWN_FROM && (
            <span className={styles.count}> · {t('comments.composer.count', { count: number.format(text.length), max: number.format(COMMENT_LENGTH_MAX) })}</span>
          )}
        </span>
        <Button type="submit" variant="primary" size="small" disabled={problem !== null || sending} data-testid="comment-send">
          {sending ? t('comments.composer.sending') : t('comments.composer.send')}
        </Button>
      </div>
    </form>
  );
}

interface CommentItemProps {
  comment: RecordComment;
  userId: string | undefined;
  canManage: boolean;
  onEdit: (text: string) => Promise<unknown>;
  onDelete: () => Promise<void>;
}

function CommentItem({ comment, userId, canManage, onEdit, onDelete }: CommentItemProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [draft, setDraft] = useState(comment.body);
  const [busy, setBusy] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const own = canEditComment(comment, userId);
  const deletable = canDeleteComment(comment, userId, canManage);
  const author = comment.username ?? t('comments.unknownAuthor');

  // Leaving the edit or the question puts the keyboard back on the button that opened it, once it is drawn.
  const refocus = useRef<'edit' | 'delete' | null>(null);
  useEffect(() => {
    if (mode !== 'view' || !refocus.current) return;
    (refocus.current === 'edit' ? editButton : deleteButton).current?.focus();
    refocus.current = null;
  }, [mode]);
  const back = (focus: 'edit' | 'delete') => {
    refocus.current = focus;
    setMode('view');
  };
  const save = async () => {
    if (commentProblem(draft) || busy) return;
    if (draft === comment.body) return back('edit');
    setBusy(true);
    try {
      await onEdit(draft);
      back('edit');
    } catch {
      // Said by the app's toast; the edit stays open.
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await onDelete();
    } catch {
      setBusy(false);
      back('delete');
    }
  };
  // Escape leaves the edit or the question, not the panel around it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || mode === 'view') return;
    event.stopPropagation();
    event.preventDefault();
    back(mode === 'edit' ? 'edit' : 'delete');
  };

  return (
    <li className={styles.comment} data-testid="comment" data-comment-id={comment.id} onKeyDown={onKeyDown} aria-label={t('comments.actionsOf', { name: author })}>
      <div className={styles.meta}>
        <Avatar username={comment.username ?? '?'} />
        <span className={styles.author}>
          {author}
          {own && <span className={styles.you}> ({t('comments.you')})</span>}
        </span>
        <RelativeTime value={comment.inserted_at} className={styles.time} />
        {wasEdited(comment) && (
          <span className={styles.edited}>
            · <RelativeTime value={comment.updated_at} text={() => t('comments.edited')} title={(time) => t('comments.editedAt', { time })} />
          </span>
        )}
        {mode === 'view' && (own || deletable) && (
          <span className={styles.actions}>
            {own && (
              <button
                ref={editButton}
                type="button"
                className={styles.action}
                onClick={() => {
                  setDraft(comment.body);
                  setMode('edit');
                }}
                data-testid="comment-edit"
              >
                {t('comments.edit')}
              </button>
            )}
            {deletable && (
              <button ref={deleteButton} type="button" className={`${styles.action} ${styles.danger}`} onClick={() => setMode('confirm')} data-testid="comment-delete">
                {t('comments.delete')}
              </button>
            )}
          </span>
        )}
      </div>
      {mode === 'edit' ? (
        <div className={styles.editor}>
          <textarea
            className={styles.textarea}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (!isSendKey(event)) return;
              event.preventDefault();
              void save();
            }}
            maxLength={COMMENT_LENGTH_MAX}
            rows={3}
            aria-label={t('comments.editLabel')}
            autoFocus
            data-testid="comment-edit-text"
          />
          <div className={styles.editorActions}>
            <Button size="small" onClick={() => back('edit')}>
              {t('comments.cancel')}
            </Button>
            <Button size="small" variant="primary" onClick={() => void save()} disabled={commentProblem(draft) !== null || busy} data-testid="comment-save">
              {t('comments.save')}
            </Button>
          </div>
        </div>
      ) : (
        <MarkdownContent text={comment.body} className={styles.body} />
      )}
      {mode === 'confirm' && (
        <div className={styles.confirm} role="group" aria-label={t('comments.deleteConfirm')}>
          <span>{t('comments.deleteConfirm')}</span>
          <Button size="small" onClick={() => back('delete')} disabled={busy}>
            {t('comments.deleteNo')}
          </Button>
          <Button autoFocus size="small" variant="danger" onClick={() => void remove()} disabled={busy} data-testid="comment-delete-confirm">
            {t('comments.deleteYes')}
          </Button>
        </div>
      )}
    </li>
  );
}
