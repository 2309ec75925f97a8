import type { Response } from '@gloss/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NetworkError } from '../../../shared/api/errors';
import { createResponse, deleteResponse, updateResponse } from '../api';
import { isRecordComplete } from '../model/completeness';
import { answersFromResponse } from '../model/from-wire';
import { isRecordModified } from '../model/modified';
import { prefillFromSuggestions } from '../model/suggestions';
import { responseBody } from '../model/to-wire';
import type { AnswerValue, Answers, DatasetRecord, Question, ResponseStatus } from '../model/types';

/** Editing pauses this long before the answers are saved as a draft. */
export const AUTOSAVE_DELAY_MS = 1_500;

export type FormAction = ResponseStatus | 'clear';
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'waiting-for-network';

export interface RecordFormOptions {
  datasetId: string;
  record: DatasetRecord;
  questions: readonly Question[];
  userId: string;
  /** The record after a write, with the caller's response as the server returned it (or none). */
  onRecordChanged: (record: DatasetRecord, action: FormAction) => void;
}

export interface RecordForm {
  answers: Answers;
  setAnswer: (questionName: string, value: AnswerValue | undefined) => void;
  /** The caller's saved response, if any. */
  response: Response | undefined;
  modified: boolean;
  complete: boolean;
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
 * The open record's answers and the actions on them. Edits of a pending, draft or discarded record
 * are saved as a draft after a short pause, so nothing typed is lost; a submitted response is only
 * replaced by an explicit action. A write that cannot reach the server is retried when the browser
 * is back online, and the answers stay on screen meanwhile.
 */
export function useRecordForm({ datasetId, record, questions, userId, onRecordChanged }: RecordFormOptions): RecordForm {
  const queryClient = useQueryClient();
  const response = callerResponse(record, userId);
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(record, questions, userId));
  const [baseline, setBaseline] = useState<Answers>(() => (response ? answersFromResponse(questions, response.values) : {}));
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [busy, setBusy] = useState<FormAction | null>(null);
  const [edited, setEdited] = useState(false);
  const latest = useRef({ answers, record, response, busy });
  latest.current = { answers, record, response, busy };

  // Another record: start from its own answers.
  useEffect(() => {
    const own = callerResponse(record, userId);
    setAnswers(initialAnswers(record, questions, userId));
    setBaseline(own ? answersFromResponse(questions, own.values) : {});
    setSaveState('idle');
    setEdited(false);
    // Only a different record resets the form; the same record coming back after a save must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.id, userId, questions]);

  const modified = useMemo(() => isRecordModified(questions, baseline, answers), [questions, baseline, answers]);
  const complete = useMemo(() => isRecordComplete(questions, answers), [questions, answers]);

  const refreshProgress = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['datasets', datasetId, 'metrics'] });
    void queryClient.invalidateQueries({ queryKey: ['datasets', datasetId, 'progress'] });
  }, [datasetId, queryClient]);

  const send = useCallback(
    async (action: FormAction, options: { quiet?: boolean } = {}): Promise<boolean> => {
      const { record: current, response: existing, answers: sent } = latest.current;
      if (latest.current.busy) return false;
      if (action === 'clear' && !existing) return true;
      setBusy(action);
      setSaveState('saving');
      try {
        let saved: Response | undefined;
        if (action === 'clear') {
          await deleteResponse(existing!.id);
        } else {
          const body = responseBody(action, questions, sent);
          saved = existing ? await updateResponse(existing.id, body) : await createResponse(current.id, body);
        }
        const others = (current.responses ?? []).filter((item) => item.user_id !== userId);
        const changed: DatasetRecord = { ...current, responses: saved ? [saved, ...others] : others };
        if (action === 'clear') {
          const fresh = prefillFromSuggestions(questions, current.suggestions ?? []);
          setAnswers(fresh);
          setBaseline({});
        } else {
          setBaseline(sent);
        }
        setEdited(false);
        setSaveState('saved');
        onRecordChanged(changed, action);
        refreshProgress();
        return true;
      } catch (error) {
        if (error instanceof NetworkError) {
          setSaveState('waiting-for-network');
          const retry = () => void send(action, options);
          window.addEventListener('online', retry, { once: true });
        } else {
          setSaveState('failed');
        }
        return false;
      } finally {
        setBusy(null);
      }
    },
    [onRecordChanged, questions, refreshProgress, userId],
  );

  const setAnswer = useCallback((questionName: string, value: AnswerValue | undefined) => {
    setAnswers((previous) => {
      const next = { ...previous };
      if (value === undefined) delete next[questionName];
      else next[questionName] = value;
      return next;
    });
    setEdited(true);
  }, []);

  const guardsLeaving = modified && response?.status === 'submitted';

  // Drafts save themselves after a pause in editing; a submitted response waits for a decision.
  useEffect(() => {
    if (!edited || !modified || guardsLeaving || busy) return;
    const timer = setTimeout(() => void send('draft', { quiet: true }), AUTOSAVE_DELAY_MS);
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

  const flush = useCallback(async () => {
    if (!modified || guardsLeaving) return !modified;
    return send('draft', { quiet: true });
  }, [guardsLeaving, modified, send]);

  return {
    answers,
    setAnswer,
    response,
    modified,
    complete,
    saveState,
    busy,
    submit: () => (complete ? send('submitted') : Promise.resolve(false)),
    discard: () => send('discarded'),
    saveDraft: () => send('draft'),
    clear: () => send('clear'),
    flush,
    guardsLeaving,
  };
}
