import type { MetadataProperty, User } from '@gloss/contract';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../shared/format/numbers';
import { notify } from '../../../../shared/toasts/store';
import type { AnswerValue, Answers, DatasetRecord, Field, Question, RecordStatusFilter, ResponseStatus } from '../model/types';
import { moveKeyboardToQuestion } from '../questions/dom';
import { useScopedState } from '../questions/use-scoped-state';
import type { RecordQueue } from '../queue/useRecordQueue';
import type { SearchCriteria, TextCriterion } from '../search/criteria';
import { WorkspaceLayout } from '../page/WorkspaceLayout';
import { incompleteRecords, recordAnswers } from './bulk-answers';
import { pageRecords } from './bulk-view';
import type { BulkTally } from './bulk-write';
import { BulkConfirm, CONFIRM_OVER } from './BulkConfirm';
import { BulkHeader } from './BulkHeader';
import { BulkList, type BulkListHandle } from './BulkList';
import { BulkQuestionnaire } from './BulkQuestionnaire';
import {
  cancelMatched,
  isSelected,
  NO_SELECTION,
  offersMatched,
  pageSelectionState,
  selectedIds,
  selectMatched,
  selectPage,
  toggleRecord,
  togglePage,
  tooManyToMatch,
  type BulkSelection,
} from './selection';
import { useBulkShortcuts } from './useBulkShortcuts';
import { useBulkWrite } from './useBulkWrite';
import { useMatchedRecords } from './useMatchedRecords';
import styles from './BulkView.module.css';

export interface BulkViewProps {
  datasetId: string;
  status: RecordStatusFilter;
  criteria: SearchCriteria;
  /** A search or filter narrows the records ("Select all matched records" is offered). */
  narrowed: boolean;
  queue: RecordQueue;
  /** The first position of the page, and how many records a page holds. */
  position: number;
  pageSize: number;
  fields: readonly Field[];
  questions: readonly Question[];
  metadataProperties?: readonly MetadataProperty[];
  user: User;
  toolbar: ReactNode;
  guidelines: ReactNode;
  progress: ReactNode;
  /** What the records pane shows when there is no page of records to show (empty, failed, loading). */
  fallback: ReactNode;
  searchText: TextCriterion | null;
  renderHeaderTools?: (record: DatasetRecord) => ReactNode;
  onNextPage?: () => void;
  onPreviousPage?: () => void;
  onToggleShortcuts: () => void;
}

/** The records a failed write left, shown on their own (from the failure toast) until the person goes back. */
interface FailedView {
  id: number;
  /** The page it was opened on: another page or search shows the queue again. */
  pageKey: string;
  records: readonly DatasetRecord[];
  reasons: ReadonlyMap<string, string>;
}

const NO_EDITS: ReadonlyMap<string, Answers> = new Map();

/**
 * The bulk view: a page of records, each with a checkbox, and one questionnaire whose answers go to
 * every selected record (the page's, or every matched record), written in chunks of 10. Composes the
 * pure selection model (`selection.ts`), the answers per record (`bulk-answers.ts`) and the write
 * (`useBulkWrite`).
 */
export function BulkView(props: BulkViewProps) {
  const { datasetId, status, criteria, queue, position, pageSize, questions, user } = props;
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const list = useRef<BulkListHandle>(null);

  // The page of records; while a new page or a fresh queue loads, the last one stays on screen, dimmed.
  const loaded = useMemo(() => (queue.loading ? [] : pageRecords(queue.state, position, pageSize)), [queue.loading, queue.state, position, pageSize]);
  const lastShown = useRef<DatasetRecord[]>([]);
  if (loaded.length > 0) lastShown.current = loaded;
  const waiting = loaded.length === 0 && !queue.failed && (queue.loading || queue.hasNext);
  const onPage = loaded.length > 0 ? loaded : waiting ? lastShown.current : loaded;
  const total = queue.state.total;
  const expected = Math.max(0, Math.min(pageSize, total - position + 1));
  const complete = !queue.loading && (loaded.length >= expected || queue.state.endReached);

  const pageKey = `${datasetId}|${status}|${JSON.stringify(criteria)}|${position}|${pageSize}`;
  const [failedView, setFailedView] = useState<FailedView | null>(null);
  const failed = failedView?.pageKey === pageKey ? failedView : null;
  const records = failed ? failed.records : onPage;
  const pageIds = useMemo(() => records.map((record) => record.id), [records]);

  // The selection belongs to the page (or to the failed records shown): another page starts with none.
  const selectionScope = failed ? `failed:${failed.id}` : pageKey;
  const [selection, setSelection] = useScopedState<BulkSelection>(selectionScope, failed ? selectPage(failed.records.map((record) => record.id)) : NO_SELECTION);
  const matched = useMatchedRecords(datasetId, status, criteria, pageKey);

  const [shared, setShared] = useState<Answers>({});
  const [spanEdits, setSpanEdits] = useState<ReadonlyMap<string, Answers>>(NO_EDITS);
  const [collapsed, setCollapsed] = useState(true);
  const [activeQuestion, setActiveQuestion] = useState<string | undefined>(questions[0]?.name);
  const [confirming, setConfirming] = useState<{ action: ResponseStatus; count: number } | null>(null);

  // Every record the selection may name: the listed ones and, once loaded, every matched one.
  const byId = useMemo(() => {
    const map = new Map<string, DatasetRecord>();
    for (const record of records) map.set(record.id, record);
    if (matched.load.state === 'loaded') for (const record of matched.load.records) if (!map.has(record.id)) map.set(record.id, record);
    return map;
  }, [records, matched.load]);
  const targets = useMemo(
    () => selectedIds(selection, pageIds).flatMap((id) => byId.get(id) ?? []),
    [selection, pageIds, byId],
  );

  const answersOf = useCallback(
    (record: DatasetRecord) => recordAnswers(questions, record, user.id, shared, spanEdits.get(record.id)),
    [questions, user.id, shared, spanEdits],
  );
  const incomplete = useMemo(() => incompleteRecords(questions, targets, answersOf).length > 0, [questions, targets, answersOf]);

  const onFinished = useCallback(
    (tally: BulkTally) => {
      const written = new Set(tally.written.map((response) => response.record_id));
      setSelection(NO_SELECTION);
      matched.reset();
      setSpanEdits((edits) => new Map([...edits].filter(([id]) => !written.has(id))));
      // Answers that went everywhere are done with; after a failure they wait for another try.
      if (tally.failed.length === 0) {
        setShared({});
        setFailedView(null);
      }
      // The answered records leave the list: the queue is read again from this page.
      if (written.size > 0) queue.reload();
    },
    [matched, queue, setSelection],
  );
  const nextFailedId = useRef(1);
  const pageKeyRef = useRef(pageKey);
  pageKeyRef.current = pageKey;
  const onShowFailed = useCallback((failedRecords: readonly DatasetRecord[], tally: BulkTally) => {
    const reasons = new Map(tally.failed.map((item) => [item.recordId, item.detail]));
    setFailedView({ id: nextFailedId.current++, pageKey: pageKeyRef.current, records: failedRecords, reasons });
  }, []);
  const write = useBulkWrite({ datasetId, questions, userId: user.id, onFinished, onShowFailed, onRestored: queue.reload });
  const writing = write.progress !== null;

  const act = (action: ResponseStatus) => {
    if (writing) return;
    if (targets.length === 0) {
      notify({ message: t('annotateBulk.noneSelected'), type: 'warning' });
      return;
    }
    if (action === 'submitted' && incomplete) {
      notify({ message: t('annotate.actions.submitDisabled'), type: 'warning' });
      return;
    }
    if (targets.length > CONFIRM_OVER) setConfirming({ action, count: targets.length });
    else void write.run(action, targets, answersOf);
  };

  const onSpanChange = useCallback((recordId: string, questionName: string, value: AnswerValue | undefined) => {
    setSpanEdits((edits) => new Map(edits).set(recordId, { ...edits.get(recordId), [questionName]: value }));
  }, []);
  const onAnswer = useCallback((questionName: string, value: AnswerValue | undefined) => {
    setShared((answers) => {
      const next = { ...answers };
      if (value === undefined) delete next[questionName];
      else next[questionName] = value;
      return next;
    });
  }, []);
  const onToggle = useCallback((recordId: string) => setSelection((current) => toggleRecord(current, recordId, pageIds)), [pageIds, setSelection]);

  const focusQuestion = useCallback(
    (name: string) => {
      setActiveQuestion(name);
      const question = questions.find((candidate) => candidate.name === name);
      const questionnaire = document.querySelector('[data-testid="bulk-questionnaire"]');
      if (question && questionnaire) moveKeyboardToQuestion(questionnaire, question);
    },
    [questions],
  );
  const moveQuestion = (step: number) => {
    const index = questions.findIndex((question) => question.name === activeQuestion);
    const next = questions[(index + step + questions.length) % questions.length];
    if (next) focusQuestion(next.name);
  };
  // Choosing by number moves on to the next question; in bulk view it never submits.
  const onChosen = useCallback(
    (name: string) => {
      const index = questions.findIndex((question) => question.name === name);
      const next = questions[index + 1];
      if (next) focusQuestion(next.name);
    },
    [focusQuestion, questions],
  );

  const matchedTotal = matched.load.state === 'loaded' ? matched.load.records.length : total;
  const offer = { selection, pageIds, total, narrowed: props.narrowed && !failed };
  const selectAllMatched = async () => {
    const ids = await matched.start(total);
    if (ids) setSelection(selectMatched(ids));
  };

  useBulkShortcuts(
    {
      submit: () => act('submitted'),
      discard: () => act('discarded'),
      draft: () => act('draft'),
      nextPage: props.onNextPage,
      previousPage: props.onPreviousPage,
      nextCard: () => list.current?.moveFocus(1),
      previousCard: () => list.current?.moveFocus(-1),
      toggleCard: () => {
        const id = list.current?.focusedRecordId();
        if (id && !writing) onToggle(id);
      },
      togglePage: () => !writing && setSelection((current) => togglePage(current, pageIds)),
      nextQuestion: () => moveQuestion(1),
      previousQuestion: () => moveQuestion(-1),
      help: props.onToggleShortcuts,
    },
    !confirming,
  );

  const first = records[0];
  const recordPane =
    records.length === 0 ? (
      props.fallback
    ) : (
      <div className={styles.page}>
        {failed && (
          <div className={styles.failedBanner} role="status" data-testid="bulk-failed-view">
            <strong>{t('annotateBulk.failedView.title', { count: failed.records.length, n: number.format(failed.records.length) })}</strong>
            <span>{t('annotateBulk.failedView.hint')}</span>
            <button type="button" className={styles.back} onClick={() => setFailedView(null)}>
              {t('annotateBulk.failedView.back')}
            </button>
          </div>
        )}
        <BulkHeader
          pageState={pageSelectionState(selection, pageIds)}
          selected={targets.length}
          onTogglePage={() => setSelection((current) => togglePage(current, pageIds))}
          matchedOffer={offersMatched(offer) ? total : null}
          tooMany={tooManyToMatch(offer)}
          matched={matched.load}
          allMatched={selection.matched !== null}
          matchedTotal={matchedTotal}
          onSelectMatched={() => void selectAllMatched()}
          onCancelMatched={() => {
            matched.reset();
            setSelection(cancelMatched(pageIds));
          }}
          collapsed={collapsed}
          onCollapsed={setCollapsed}
          disabled={writing}
        />
        <BulkList
          ref={list}
          records={records}
          isSelected={(id) => isSelected(selection, id)}
          spanEdits={spanEdits}
          failures={failed?.reasons}
          busy={!failed && records !== loaded}
          complete={Boolean(failed) || complete}
          resetKey={failed ? `failed:${failed.id}` : pageKey}
          card={{
            userId: user.id,
            onToggle,
            collapsed,
            fields: props.fields,
            questions,
            onSpanChange,
            onActivateQuestion: setActiveQuestion,
            disabled: writing,
            searchText: props.searchText,
            renderHeaderTools: props.renderHeaderTools,
            metadataProperties: props.metadataProperties,
          }}
        />
      </div>
    );

  return (
    <>
      <WorkspaceLayout
        datasetId={datasetId}
        toolbar={props.toolbar}
        record={recordPane}
        guidelines={props.guidelines}
        questionnaire={
          first ? (
            <BulkQuestionnaire
              status={status}
              record={first}
              fields={props.fields}
              questions={questions}
              answers={shared}
              onAnswer={onAnswer}
              activeQuestion={activeQuestion}
              onActivate={setActiveQuestion}
              onChosen={onChosen}
              selected={targets.length}
              incomplete={incomplete}
              progress={write.progress}
              onAction={act}
            />
          ) : null
        }
        progress={props.progress}
      />
      {confirming && (
        <BulkConfirm
          action={confirming.action}
          count={confirming.count}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void write.run(confirming.action, targets, answersOf);
          }}
        />
      )}
    </>
  );
}
