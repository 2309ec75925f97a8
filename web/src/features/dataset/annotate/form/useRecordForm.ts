import type { Response } from '@gloss/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createResponse, deleteResponse, fetchRecord, updateResponse } from '../api';
import { type SubmitHold, submitHolds } from '../model/completeness';
import { NONE_UNCONFIRMED, type Unconfirmed, unconfirmedFromPrefill } from '../model/confirmation';
import { answersFromResponse } from '../model/from-wire';
import { isRecordModified } from '../model/modified';
import { prefillFromSuggestions } from '../model/suggestions';
import { responseBody } from '../model/to-wire';
import { retryWhenReachable } from './network-retry';
import { autosaves, writeFailure } from './stale-write';
import { type UnsentWrite, forgetUnsent, rememberUnsent, unsentAnswers, unsentWrite } from './unsent-answers';
import type { AnswerValue, Answers, DatasetRecord, FormAction, Question, ResponseStatus } from '../model/types';

/** Editing pauses this long before the answers are saved as a draft. */
export const AUTOSAVE_DELAY_MS = 1_500;

export type { FormAction } from '../model/types';
/** `stale`: the server refused the write, as the record was changed elsewhere (`stale-write.ts`). */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'waiting-for-network' | 'stale';

/** Why answers sent after moving on were not saved. */
export type UnsavedReason = 'failed' | 'changed-elsewhere';

export interface RecordFormOptions {
  datasetId: string;
  record: DatasetRecord;
  questions: readonly Question[];
  userId: string;
  /** The record after a write, with the caller's response as the server returned it (or none). */
  onRecordChanged: (record: DatasetRecord, action: FormAction) => void;
  /** Submit and discard move on before the server answers: the next record is already loaded. */
  onAdvance: (action: 'submitted' | 'discarded') => void;
  /**
   * A write of a record no longer on screen failed (`failed`) or was refused as the record changed
   * elsewhere (`changed-elsewhere`): the answers wait in the record, which can be reopened.
   */
  onUnsaved: (recordId: string, reason: UnsavedReason) => void;
  /** The record as the server has it now, read again to load the newer answer of a record changed elsewhere. */
  onReloaded?: (record: DatasetRecord) => void;
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
  /**
   * Edits a submitted response, or answers refused as the record changed elsewhere: leaving needs the
   * person's say-so, as a draft would replace the response or the answers would be left unsaved.
   */
  guardsLeaving: boolean;
  /**
   * The action the server refused because the record was changed elsewhere (another tab, the SDK), or
   * null. Nothing is saved meanwhile; the answers stay on screen until the person chooses.
   */
  stale: FormAction | null;
  /** Replaces the answers on screen by the record's newer answer, read again from the server. */
  loadNewer: () => Promise<boolean>;
  /** Writes the answers on screen over the newer answer, as the action refused (refused again if it changed once more). */
  keepMine: () => Promise<boolean>;
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
  /** The action refused as the record changed elsewhere: the answers wait for the person's choice. */
  stale: FormAction | null;
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
    stale: unsentWrite(record.id)?.stale ? unsentWrite(record.id)!.action : null,
  };
}

/** What waits for a record after a failed write: an automatic draft never turns a waiting submit or discard into a draft. */
function actionKept(action: FormAction, waiting: UnsentWrite | undefined): FormAction {
  return action === 'draft' && (waiting?.action === 'submitted' || waiting?.action === 'discarded') ? waiting.action : action;
}

/**
 * The open record's answers and the actions on them. Edits of a pending, draft or discarded record
 * are saved as a draft after a short pause, so nothing typed is lost; a submitted response is only
 * replaced by an explicit action. A write that cannot reach the server is retried when the browser
 * is back online, and the answers stay on screen meanwhile.
 */
export function useRecordForm(options: RecordFormOptions): RecordForm {
  const { datasetId, record, questions, userId, onRecordChanged, onAdvance, onUnsaved, onSent, onReloaded } = options;
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
  const { answers, baseline, unconfirmed, saveState, edited, busy, stale } = current;
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

  /**
   * Sends one write. `retry`: a write sent again once the server is reachable, as it was first sent (the
   * open record's latest answers while it is still open); `against`: exactly this record, response and
   * answers (the person keeps theirs over a newer answer). Only the person's first send moves on.
   */
  const send = useCallback(
    async (action: FormAction, how: { retry?: Outgoing; against?: Outgoing; byPerson?: boolean } = {}): Promise<boolean> => {
      const { retry, against, byPerson = false } = how;
      const current = latest.current;
      // A retry is for the record it was first sent for: by then another record may be open.
      const { record: target, response: existing, answers: sent } = against ?? (retry && retry.record.id !== current.record.id ? retry : current);
      if (current.busy && !retry) return false;
      if (action === 'clear' && !existing) return true;
      const movesOn = (action === 'submitted' || action === 'discarded') && !retry && !against;
      update(target.id, () => ({ saveState: 'saving', busy: action }));
      // The request leaves before the next record is drawn, so drawing it does not delay the write.
      const write: Promise<Response | undefined> =
        action === 'clear'
          ? deleteResponse(existing!).then(() => undefined)
          : existing
            ? updateResponse(existing, responseBody(action, questions, sent))
            : createResponse(target.id, responseBody(action, questions, sent));
      if (byPerson && !retry) onSent?.({ action, recordId: target.id, before: existing, written: write });
      if (movesOn) {
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
              { baseline: sent, edited: previous.answers !== sent, saveState: 'saved', stamp: stampOf(saved), stale: null },
        );
        forgetUnsent(target.id);
        onRecordChanged(changed, action);
        refreshProgress();
        return true;
      } catch (error) {
        const failure = writeFailure(error);
        const kept = actionKept(action, unsentWrite(target.id));
        if (failure === 'network') {
          update(target.id, () => ({ saveState: 'waiting-for-network' }));
          // The answers wait with their record, so reopening it shows them.
          if (action !== 'clear') rememberUnsent(target.id, sent, kept);
          // One write per record when the network is back: the latest answers with the action kept.
          retryWhenReachable(target.id, () => {
            const waiting = unsentWrite(target.id);
            void send(waiting?.action ?? action, { retry: { record: target, response: existing, answers: waiting?.answers ?? sent } });
          });
        } else if (failure === 'stale') {
          // Nothing was written, and sending it again would be refused again: it waits for the person.
          rememberUnsent(target.id, sent, kept, true);
          update(target.id, () => ({ saveState: 'stale', stale: kept }));
          refreshProgress();
          if (latest.current.record.id !== target.id) onUnsaved(target.id, 'changed-elsewhere');
        } else {
          update(target.id, () => ({ saveState: 'failed' }));
          if (movesOn) onUnsaved(target.id, 'failed');
        }
        return false;
      } finally {
        update(target.id, () => ({ busy: null }));
      }
    },
    [onAdvance, onRecordChanged, onSent, onUnsaved, questions, refreshProgress, update, userId],
  );

  // A record changed elsewhere: the person takes the newer answer, or keeps theirs over it.
  const loadNewer = useCallback(async () => {
    const id = latest.current.record.id;
    try {
      const fresh = await fetchRecord(id);
      forgetUnsent(id);
      onReloaded?.(fresh);
      update(id, () => openRecord(fresh, questions, userId));
      refreshProgress();
      return true;
    } catch {
      update(id, () => ({ saveState: 'failed' }));
      return false;
    }
  }, [onReloaded, questions, refreshProgress, update, userId]);
  const keepMine = useCallback(async () => {
    const { record: target, answers: mine } = latest.current;
    const action = unsentWrite(target.id)?.action ?? 'draft';
    try {
      const fresh = await fetchRecord(target.id);
      return await send(action, { against: { record: fresh, response: callerResponse(fresh, userId), answers: mine }, byPerson: true });
    } catch {
      update(target.id, () => ({ saveState: 'failed' }));
      return false;
    }
  }, [send, update, userId]);

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

  const guardsLeaving = (edited && modified && response?.status === 'submitted') || stale !== null;

  // Drafts save themselves after a pause in editing; a submitted response waits for a decision, and
  // answers refused as the record changed elsewhere wait for the person's choice.
  const saving = autosaves({ edited, modified, guardsLeaving, busy, stale: stale !== null });
  useEffect(() => {
    if (!saving) return;
    const timer = setTimeout(() => void send('draft'), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answers, saving, send]);

  // Edits made while the record waits for that choice wait with it (it may be left and opened again).
  useEffect(() => {
    if (stale !== null) rememberUnsent(record.id, answers, stale, true);
  }, [answers, record.id, stale]);

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
    // While the record waits for the choice between the newer answer and the person's, nothing is sent.
    submit: () => (complete && stale === null ? send('submitted', { byPerson: true }) : Promise.resolve(false)),
    discard: () => (stale === null ? send('discarded', { byPerson: true }) : Promise.resolve(false)),
    saveDraft: () => (stale === null ? send('draft', { byPerson: true }) : Promise.resolve(false)),
    clear: () => (stale === null ? send('clear', { byPerson: true }) : Promise.resolve(false)),
    flush,
    guardsLeaving,
    stale,
    loadNewer,
    keepMine,
  };
}
