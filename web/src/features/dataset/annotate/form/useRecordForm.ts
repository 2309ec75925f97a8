import type { Response } from '@gloss/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NetworkError } from '../../../../shared/api/errors';
import { createResponse, deleteResponse, updateResponse } from '../api';
import { type SubmitHold, submitHolds } from '../model/completeness';
import { NONE_UNCONFIRMED, type Unconfirmed, unconfirmedFromPrefill } from '../model/confirmation';
import { answersFromResponse } from '../model/from-wire';
import { isRecordModified } from '../model/modified';
import { prefillFromSuggestions } from '../model/suggestions';
import { responseBody } from '../model/to-wire';
import { forgetUnsent, rememberUnsent, unsentAnswers, unsentWrite } from './unsent-answers';
import type { AnswerValue, Answers, DatasetRecord, Question, ResponseStatus } from '../model/types';

/** Editing pauses this long before the answers are saved as a draft. */
export const AUTOSAVE_DELAY_MS = 1_500;
/** A write the server did not answer, while the browser was online, is tried again this much later. */
export const UNREACHABLE_RETRY_MS = 5_000;

export type FormAction = ResponseStatus | 'clear';
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'waiting-for-network';

export interface RecordFormOptions {
  datasetId: string;
  record: DatasetRecord;
  questions: readonly Question[];
  userId: string;
  /** The record after a write, with the caller's response as the server returned it (or none). */
  onRecordChanged: (record: DatasetRecord, action: FormAction) => void;
  /** Submit and discard move on before the server answers: the next record is already loaded. */
  onAdvance: (action: 'submitted' | 'discarded') => void;
  /** A write that was sent after moving on failed: the answers wait in the record, which can be reopened. */
  onUnsaved: (recordId: string) => void;
  /** The person's own actions (not the automatic drafts) as they leave for the server: the page offers their undo. */
  onSent?: (sent: SentAction) => void;
}

/** An action the person took, as it left for the server. */
export interface SentAction {
  action: FormAction;
  recordId: string;
  /** The caller's response just before (none: the record was pending). */
  before: Response | undefined;
  /** The response the write left (none after Clear); rejects when the write failed. */
  written: Promise<Response | undefined>;
}

export interface RecordForm {
  answers: Answers;
  /**
   * Sets a question's answer. `unconfirmed`: the options of the new answer still only suggested (see
   * `model/confirmation.ts`); left out, the whole answer is the person's.
   */
  setAnswer: (questionName: string, value: AnswerValue | undefined, unconfirmed?: readonly string[]) => void;
  /** Options the suggestions pre-filled that the person has not confirmed yet, by question. */
  unconfirmed: Unconfirmed;
  /** The caller's saved response, if any. */
  response: Response | undefined;
  modified: boolean;
  complete: boolean;
  /** What keeps the record from being submitted (nothing once `complete`), said next to Submit. */
  holds: readonly SubmitHold[];
  saveState: SaveState;
  /** The action being sent, for the buttons' busy state. */
  busy: FormAction | null;
  submit: () => Promise<boolean>;
  discard: () => Promise<boolean>;
  saveDraft: () => Promise<boolean>;
  clear: () => Promise<boolean>;
  /** Saves pending edits as a draft now (before leaving the record); true when nothing is left unsaved. */
  flush: () => Promise<boolean>;
  /** Edits a submitted response: leaving needs the person's say-so, as a draft would replace it. */
  guardsLeaving: boolean;
}

export function callerResponse(record: DatasetRecord, userId: string): Response | undefined {
  return record.responses?.find((response) => response.user_id === userId);
}

/** The answers a record opens with: the caller's own, else the suggestions. */
export function initialAnswers(record: DatasetRecord, questions: readonly Question[], userId: string): Answers {
  const response = callerResponse(record, userId);
  if (response) return answersFromResponse(questions, response.values);
  return prefillFromSuggestions(questions, record.suggestions ?? []);
}

/**
 * The caller's response as the form last took it from the server. Another one arriving with the
 * record (an undo put the previous one back) reopens the record with it.
 */
function stampOf(response: Response | undefined): string | null {
  return response ? `${response.id}@${response.updated_at}` : null;
}

/** Records with a write waiting for the browser to be back online (one retry each). */
const waitingForNetwork = new Set<string>();

/** A write as it was sent: the record, the caller's response then, and the answers. */
interface Outgoing {
  record: DatasetRecord;
  response: Response | undefined;
  answers: Answers;
}

/** What the form holds for the record it shows. */
interface FormState {
  recordId: string;
  answers: Answers;
  /** The answers as the server has them (nothing before a first response). */
  baseline: Answers;
  /** Pre-filled options not confirmed yet (a record opened from its suggestions). */
  unconfirmed: Unconfirmed;
  saveState: SaveState;
  /** Changed by the person since opening or the last save (a new suggestion pre-fill is not an edit). */
  edited: boolean;
  /** The action on its way for this record: the next record is free while an answer is still sent. */
  busy: FormAction | null;
  /** `stampOf` the response the answers belong to. */
  stamp: string | null;
}

/** After Clear: the record as if pending again, its suggestions pre-filled and waiting for the person's say. */
function clearedState(questions: readonly Question[], record: DatasetRecord): Partial<FormState> {
  const answers = prefillFromSuggestions(questions, record.suggestions ?? []);
  return { answers, unconfirmed: unconfirmedFromPrefill(questions, answers), baseline: {}, edited: false, saveState: 'saved', stamp: null };
}

function openRecord(record: DatasetRecord, questions: readonly Question[], userId: string): FormState {
  const own = callerResponse(record, userId);
  const waiting = unsentAnswers(record.id);
  const answers = waiting ?? initialAnswers(record, questions, userId);
  return {
    recordId: record.id,
    answers,
    baseline: own ? answersFromResponse(questions, own.values) : {},
    // Only a pre-fill from the suggestions waits for the person's say; their own answers are theirs.
    unconfirmed: own || waiting ? NONE_UNCONFIRMED : unconfirmedFromPrefill(questions, answers),
    saveState: 'idle',
    edited: waiting !== undefined,
    busy: null,
    stamp: stampOf(own),
  };
}

/**
 * The open record's answers and the actions on them. Edits of a pending, draft or discarded record
 * are saved as a draft after a short pause, so nothing typed is lost; a submitted response is only
 * replaced by an explicit action. A write that cannot reach the server is retried when the browser
 * is back online, and the answers stay on screen meanwhile.
 */
export function useRecordForm({ datasetId, record, questions, userId, onRecordChanged, onAdvance, onUnsaved, onSent }: RecordFormOptions): RecordForm {
  const queryClient = useQueryClient();
  const response = callerResponse(record, userId);
  const [state, setState] = useState<FormState>(() => openRecord(record, questions, userId));
  // Another record: its own answers from the first render on (never a frame of the previous one's).
  // The same record with another response than the form's (an undo restored it) opens afresh too.
  let current = state;
  if (state.recordId !== record.id || (state.stamp !== stampOf(response) && state.busy === null)) {
    current = openRecord(record, questions, userId);
    setState(current);
  }
  const { answers, baseline, unconfirmed, saveState, edited, busy } = current;
  const latest = useRef({ answers, record, response, busy });
  latest.current = { answers, record, response, busy };

  /** Updates the state of one record only: a write that ends after moving on leaves the next record alone. */
  const update = useCallback((recordId: string, change: (previous: FormState) => Partial<FormState>) => {
    setState((previous) => (previous.recordId === recordId ? { ...previous, ...change(previous) } : previous));
  }, []);

  const modified = useMemo(() => isRecordModified(questions, baseline, answers), [questions, baseline, answers]);
  const holds = useMemo(() => submitHolds(questions, answers), [questions, answers]);
  const complete = holds.length === 0;

  const refreshProgress = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['datasets', datasetId, 'metrics'] });
    void queryClient.invalidateQueries({ queryKey: ['datasets', datasetId, 'progress'] });
  }, [datasetId, queryClient]);

  const send = useCallback(
    async (action: FormAction, retry?: Outgoing, byPerson = false): Promise<boolean> => {
      // A retry is for the record it was first sent for: by then another record may be open.
      const current = latest.current;
      const { record: target, response: existing, answers: sent } = retry && retry.record.id !== current.record.id ? retry : current;
      if (current.busy && !retry) return false;
      if (action === 'clear' && !existing) return true;
      const movesOn = action === 'submitted' || action === 'discarded';
      update(target.id, () => ({ saveState: 'saving', busy: action }));
      // The request leaves before the next record is drawn, so drawing it does not delay the write.
      const write: Promise<Response | undefined> =
        action === 'clear'
          ? deleteResponse(existing!.id).then(() => undefined)
          : existing
            ? updateResponse(existing.id, responseBody(action, questions, sent))
            : createResponse(target.id, responseBody(action, questions, sent));
      if (byPerson && !retry) onSent?.({ action, recordId: target.id, before: existing, written: write });
      if (movesOn && !retry) {
        // Keep the answers until the server has them, then show the next record without waiting.
        rememberUnsent(target.id, sent, action);
        onAdvance(action);
      }
      try {
        const saved = await write;
        const others = (target.responses ?? []).filter((item) => item.user_id !== userId);
        const changed: DatasetRecord = { ...target, responses: saved ? [saved, ...others] : others };
        update(target.id, (previous) =>
          action === 'clear'
            ? clearedState(questions, target)
            : // Edits made while the write was on its way stay edits.
              { baseline: sent, edited: previous.answers !== sent, saveState: 'saved', stamp: stampOf(saved) },
        );
        forgetUnsent(target.id);
        onRecordChanged(changed, action);
        refreshProgress();
        return true;
      } catch (error) {
        if (error instanceof NetworkError) {
          update(target.id, () => ({ saveState: 'waiting-for-network' }));
          // The answers wait with their record, so reopening it shows them; an automatic draft never
          // turns a submit or discard that is still waiting into a draft.
          const waiting = unsentWrite(target.id);
          const kept = action === 'draft' && (waiting?.action === 'submitted' || waiting?.action === 'discarded') ? waiting.action : action;
          if (action !== 'clear') rememberUnsent(target.id, sent, kept);
          // One write per record when the network is back: the latest answers with the action kept.
          // The browser may say it is online while the server cannot be reached: then try again later.
          if (!waitingForNetwork.has(target.id)) {
            waitingForNetwork.add(target.id);
            let timer: ReturnType<typeof setTimeout> | undefined;
            const retry = () => {
              if (!waitingForNetwork.delete(target.id)) return;
              window.removeEventListener('online', retry);
              clearTimeout(timer);
              const write = unsentWrite(target.id);
              void send(write?.action ?? action, { record: target, response: existing, answers: write?.answers ?? sent });
            };
            window.addEventListener('online', retry, { once: true });
            if (navigator.onLine) timer = setTimeout(retry, UNREACHABLE_RETRY_MS);
          }
        } else {
          update(target.id, () => ({ saveState: 'failed' }));
          if (movesOn) onUnsaved(target.id);
        }
        return false;
      } finally {
        update(target.id, () => ({ busy: null }));
      }
    },
    [onAdvance, onRecordChanged, onSent, onUnsaved, questions, refreshProgress, update, userId],
  );

  const setAnswer = useCallback(
    (questionName: string, value: AnswerValue | undefined, waiting?: readonly string[]) => {
      update(record.id, (previous) => {
        const next = { ...previous.answers };
        if (value === undefined) delete next[questionName];
        else next[questionName] = value;
        const stillSuggested = { ...previous.unconfirmed };
        if (waiting && waiting.length > 0) stillSuggested[questionName] = waiting;
        else delete stillSuggested[questionName];
        return { answers: next, unconfirmed: stillSuggested, edited: true };
      });
    },
    [record.id, update],
  );

  const guardsLeaving = edited && modified && response?.status === 'submitted';

  // Drafts save themselves after a pause in editing; a submitted response waits for a decision.
  useEffect(() => {
    if (!edited || !modified || guardsLeaving || busy) return;
    const timer = setTimeout(() => void send('draft'), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answers, edited, modified, guardsLeaving, busy, send]);

  // Closing the tab while something is unsaved asks first.
  useEffect(() => {
    if (!modified && saveState !== 'saving') return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [modified, saveState]);

  // Suggestions shown on a pending record are not the person's answers: only edits are saved on leaving.
  const flush = useCallback(async () => {
    if (!edited || !modified) return true;
    if (guardsLeaving) return false;
    return send('draft');
  }, [edited, guardsLeaving, modified, send]);

  return {
    answers,
    setAnswer,
    unconfirmed,
    response,
    modified,
    complete,
    holds,
    saveState,
    busy,
    submit: () => (complete ? send('submitted', undefined, true) : Promise.resolve(false)),
    discard: () => send('discarded', undefined, true),
    saveDraft: () => send('draft', undefined, true),
    clear: () => send('clear', undefined, true),
    flush,
    guardsLeaving,
  };
}
