import type { Dataset, MetadataProperty, User, VectorSettings } from '@gloss/contract';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../../components/ui/Spinner';
import { Button } from '../../../../components/ui/Button';
import { Guidelines } from '../../Guidelines';
import { EmptyDataset } from '../../overview/EmptyDataset';
import { ProgressPanel } from '../../overview/ProgressPanel';
import { hasNoRecords, isProgressComplete } from '../../progress';
import { useDatasetProgress, useMyMetrics } from '../../queries';
import { useTeamProgress } from '../../team/queries';
import { usePrerenderedMarkdown } from '../fields/prerender';
import type { DatasetRecord, Field, Question } from '../model/types';
import { lastPosition, positionOf, recordAt } from '../queue/queue-state';
import { useScrollToTopOn } from '../../../../shared/dom/useScrollToTopOn';
import { notify } from '../../../../shared/toasts/store';
import { useRecordQueue } from '../queue/useRecordQueue';
import { hasFilters, isNarrowed, NO_CRITERIA, type SearchCriteria } from '../search/criteria';
import { searchSchema } from '../search/schema';
import { SearchBox } from '../search/SearchBox';
import { ResetButton } from '../search/ResetButton';
import { FilterRow } from '../search/filters/FilterRow';
import { FiltersButton } from '../search/filters/FiltersButton';
import { useFilterControls } from '../search/filters/useFilterControls';
import { SortButton } from '../search/sort/SortButton';
import { useSimilarity } from '../search/similarity/useSimilarity';
import { usePageUndo } from '../undo/usePageUndo';
import { BulkView } from '../bulk/BulkView';
import { CommentsButton } from '../comments/CommentsButton';
import { CommentsDrawer } from '../comments/CommentsDrawer';
import { viewShortcutGroups } from '../bulk/shortcut-group';
import { useViewSwitch } from '../bulk/useViewSwitch';
import { useViewToggleKey } from '../bulk/useViewToggleKey';
import { ViewTools } from '../bulk/ViewTools';
import { EmptyQueue } from './EmptyQueue';
import { RecordNotFound } from './RecordNotFound';
import type { UnsavedReason } from '../form/useRecordForm';
import { OpenRecord, type LeaveGuard } from './OpenRecord';
import { QueueToolbar } from './QueueToolbar';
import { ShortcutsPanel } from './ShortcutsPanel';
import { shortcutGroups } from './shortcut-groups';
import { recordsInView, useQueueLocation } from './useQueueLocation';
import { WorkspaceLayout } from './WorkspaceLayout';
import styles from './AnnotationWorkspace.module.css';

export interface AnnotationWorkspaceProps {
  dataset: Dataset;
  fields: readonly Field[];
  questions: readonly Question[];
  metadataProperties: readonly MetadataProperty[];
  vectors: readonly VectorSettings[];
  user: User;
  workspaceName: string | undefined;
  canManage: boolean;
}

/** Records and guidelines on the left, the questions and progress on the right. */
export function AnnotationWorkspace(props: AnnotationWorkspaceProps) {
  const { dataset, fields, questions, metadataProperties, vectors, user, workspaceName, canManage } = props;
  const { t } = useTranslation();
  const schema = useMemo(() => searchSchema(fields, questions, metadataProperties, vectors), [fields, questions, metadataProperties, vectors]);
  const textFields = useMemo(() => fields.filter((field) => schema.fields.includes(field.name)), [fields, schema]);
  const location = useQueueLocation(schema);
  const { go, criteria } = location;
  const onNavigate = useCallback(
    (position: number, recordId: string | undefined, options?: { replace?: boolean }) => go({ position, recordId }, options),
    [go],
  );
  const queue = useRecordQueue({
    datasetId: dataset.id,
    status: location.status,
    criteria,
    position: location.position,
    recordId: location.recordId,
    onNavigate,
    inView: recordsInView(location),
  });
  usePrerenderedMarkdown(fields, recordAt(queue.state, location.position + 1));
  const progress = useDatasetProgress(dataset.id);
  const metrics = useMyMetrics(dataset.id);
  const teamProgress = useTeamProgress(dataset.id);
  // The open record decides how it may be left (save its draft first, or ask); none is open: just go.
  const [leaveGuard, setLeaveGuard] = useState<LeaveGuard | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const toggleShortcuts = useCallback(() => setShortcutsOpen((open) => !open), []);

  /** Every move away from the open record passes the record's guard (flush a draft, or ask). */
  const leave = useCallback(
    (proceed: () => void) => {
      if (leaveGuard) leaveGuard(proceed);
      else proceed();
    },
    [leaveGuard],
  );
  /** A new search, filter, sort or similarity starts again from the first matching record. */
  const applyCriteria = useCallback(
    (next: SearchCriteria) => leave(() => go({ position: 1, recordId: undefined }, { criteria: next })),
    [go, leave],
  );
  const similarity = useSimilarity({ datasetId: dataset.id, vectors, fields, criteria, applyCriteria, go, queue });
  // The open record's comments: a drawer that stays open from record to record (focus view only). Closing
  // it puts the keyboard back where it was when it opened (the question, the button).
  const [commentsOpen, setCommentsOpen] = useState(false);
  const commentsReturn = useRef<HTMLElement | null>(null);
  const commentsId = useId();
  const commentsShown = useRef(false);
  const toggleComments = useCallback(() => {
    const opening = !commentsShown.current;
    commentsShown.current = opening;
    if (opening) commentsReturn.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setCommentsOpen(opening);
    if (opening) return;
    const back = commentsReturn.current;
    requestAnimationFrame(() => (back?.isConnected && back !== document.body ? back : document.querySelector<HTMLElement>('[data-testid="comments-button"]'))?.focus());
  }, []);
  const { renderHeaderTools: similarityTools } = similarity;
  const renderHeaderTools = useCallback(
    (record: DatasetRecord) => (
      <>
        {similarityTools?.(record)}
        <CommentsButton datasetId={dataset.id} recordId={record.id} open={commentsOpen} drawerId={commentsId} onToggle={toggleComments} />
      </>
    ),
    [similarityTools, dataset.id, commentsOpen, commentsId, toggleComments],
  );
  const filterControls = useFilterControls(questions, metadataProperties, criteria, applyCriteria, canManage);
  // A move is relative to where the page is when it goes, not when the key was pressed: leaving the open
  // record waits for its draft, so a second quick → would otherwise go to the same record as the first.
  const place = useRef({ position: location.position, state: queue.state });
  place.current = { position: location.position, state: queue.state };
  const step = useCallback(
    (delta: number) =>
      leave(() => {
        const { position, state } = place.current;
        const target = position + delta;
        if (target < 1 || target > Math.max(lastPosition(state), state.total)) return;
        go({ position: target, recordId: recordAt(state, target)?.id });
      }),
    [go, leave],
  );
  // The counter's "Go to record" box: any position of the view, however far (the queue reads it by offset).
  const goToRecord = useCallback(
    (target: number) =>
      leave(() => {
        const { position, state } = place.current;
        if (target !== position) go({ position: target, recordId: recordAt(state, target)?.id });
      }),
    [go, leave],
  );
  // Focus or bulk view (Alt+B), and the bulk view's pages.
  const views = useViewSwitch({ location, queue, go, leave });
  useViewToggleKey(views.toggle);
  // Undo of a write: the record is put back in the queue and shown again.
  const undo = usePageUndo({
    datasetId: dataset.id,
    userId: user.id,
    queue,
    status: location.status,
    position: location.position,
    show: ({ position, recordId, reload }) =>
      leave(() => {
        go({ position, recordId });
        if (reload) queue.reload();
      }),
  });

  // The global handler has shown why; this says what it means and leads back to the answers.
  const onUnsaved = useCallback(
    (recordId: string, reason: UnsavedReason) => {
      const position = positionOf(queue.state, recordId);
      if (position === undefined) return;
      notify({
        message: t(reason === 'changed-elsewhere' ? 'annotate.changedElsewhere.afterMove' : 'annotate.unsavedAfterMove'),
        type: 'warning',
        permanent: true,
        button: { text: t('annotate.openUnsaved'), onClick: () => go({ position, recordId }) },
      });
    },
    [go, queue.state, t],
  );

  const datasetEmpty = hasNoRecords(progress.data, metrics.data);
  // While the next records load (a new search, the next page), the record on screen stays, dimmed:
  // swapping in a spinner would unmount the whole layout, toolbar and open panels included.
  const lastShown = useRef<DatasetRecord | undefined>(undefined);
  if (queue.record) lastShown.current = queue.record;
  const waiting = !queue.record && !queue.failed && !queue.missing && !datasetEmpty && (queue.loading || queue.hasNext);
  const shownRecord = queue.record ?? (waiting && lastShown.current?.dataset_id === dataset.id ? lastShown.current : undefined);
  // Stacked on a narrow screen the workspace is the one pane: another record opens at its top, not where
  // the person scrolled down to the Submit bar.
  const workspace = useRef<HTMLDivElement>(null);
  useScrollToTopOn(location.view === 'bulk' ? 'bulk' : (shownRecord?.id ?? ''), [workspace]);
  const taskCompleted = progress.data ? isProgressComplete(progress.data) : false;

  let recordPane;
  if (datasetEmpty) {
    recordPane = <EmptyDataset dataset={dataset} workspaceName={workspaceName} canManage={canManage} />;
  } else if (queue.failed) {
    recordPane = (
      <div className={styles.centered} role="alert">
        <p>{t('annotate.loadFailed')}</p>
        <Button onClick={queue.reload}>{t('annotate.retry')}</Button>
      </div>
    );
  } else if (queue.loading) {
    recordPane = <PageSpinner label={t('annotate.loadingQueue')} />;
  } else if (queue.missing) {
    recordPane = <RecordNotFound onOpenQueue={() => go({ position: 1, recordId: recordAt(queue.state, 1)?.id }, { replace: true })} />;
  } else if (!queue.record && queue.hasNext) {
    recordPane = <PageSpinner label={t('annotate.recordLoading')} />;
  } else if (!queue.record) {
    recordPane = (
      <EmptyQueue
        status={location.status}
        taskCompleted={taskCompleted}
        narrowed={isNarrowed(criteria)}
        onShowSubmitted={() => go({ status: 'submitted', position: 1, recordId: undefined })}
      />
    );
  }
  const narrowed = isNarrowed(criteria);

  const toolbar = (
    <QueueToolbar
      status={location.status}
      onStatus={(status) => leave(() => go({ status, position: 1, recordId: undefined }))}
      position={location.position}
      total={queue.state.total}
      hasPrevious={views.paging?.hasPrevious ?? queue.hasPrevious}
      hasNext={views.paging?.hasNext ?? queue.hasNext}
      onPrevious={views.paging?.onPrevious ?? (() => step(-1))}
      onNext={views.paging?.onNext ?? (() => step(1))}
      onGoTo={views.paging?.onGoTo ?? goToRecord}
      goToReady={!queue.loading}
      counterText={views.paging?.counterText}
      navLabels={views.paging?.navLabels}
      viewTools={<ViewTools view={location.view} available={views.available} onView={views.switchView} pageSize={location.pageSize} onPageSize={views.setPageSize} />}
      onShortcuts={toggleShortcuts}
      drafts={metrics.data?.responses.draft}
      onShowDrafts={() => leave(() => go({ status: 'draft', position: 1, recordId: undefined }))}
      below={
        <>
          <FilterRow controls={filterControls} datasetId={dataset.id} criteria={criteria} />
          {similarity.banner}
        </>
      }
      totalHint={
        narrowed
          ? t('annotateSearch.matched', { total: queue.state.total })
          : location.status === 'pending'
            ? t('dataset.progress.inQueue', { total: queue.state.total })
            : undefined
      }
      tools={
        <>
          <SearchBox value={criteria.text} fields={textFields} onApply={(text) => applyCriteria({ ...criteria, text })} />
          <FiltersButton controls={filterControls} criteria={criteria} />
          <SortButton controls={filterControls} criteria={criteria} />
          {narrowed && <ResetButton onReset={() => applyCriteria(NO_CRITERIA)} />}
        </>
      }
    />
  );
  const guidelines = <Guidelines guidelines={dataset.guidelines} />;
  const progressPane = (
    <div className={styles.progress}>
      <ProgressPanel
        metrics={metrics.data}
        metricsLoading={metrics.isPending}
        progress={progress.data}
        progressLoading={progress.isPending}
        team={{ datasetId: dataset.id, progress: teamProgress.data }}
      />
    </div>
  );

  return (
    <div ref={workspace} className={styles.workspace} data-testid="annotation-workspace" data-view={location.view}>
      {location.view === 'bulk' ? (
        <BulkView
          datasetId={dataset.id}
          status={location.status}
          criteria={criteria}
          narrowed={criteria.text !== null || hasFilters(criteria) || criteria.similar !== null}
          queue={queue}
          position={location.position}
          pageSize={location.pageSize}
          fields={fields}
          questions={questions}
          metadataProperties={metadataProperties}
          user={user}
          toolbar={toolbar}
          guidelines={guidelines}
          progress={progressPane}
          fallback={recordPane}
          searchText={criteria.text}
          renderHeaderTools={similarity.renderHeaderTools}
          onPreviousPage={views.paging?.hasPrevious ? views.paging.onPrevious : undefined}
          onNextPage={views.paging?.hasNext ? views.paging.onNext : undefined}
          onToggleShortcuts={toggleShortcuts}
        />
      ) : shownRecord ? (
        <OpenRecord
          datasetId={dataset.id}
          record={shownRecord}
          busy={shownRecord !== queue.record}
          status={location.status}
          fields={fields}
          questions={questions}
          user={user}
          toolbar={toolbar}
          guidelines={guidelines}
          progress={progressPane}
          onRecordChanged={(record, stillMatches) => queue.replace(record, stillMatches)}
          onAdvance={() => go({ position: location.position + 1, recordId: recordAt(queue.state, location.position + 1)?.id })}
          onPrevious={queue.hasPrevious ? () => step(-1) : undefined}
          onNext={queue.hasNext ? () => step(1) : undefined}
          onUnsaved={onUnsaved}
          onToggleShortcuts={toggleShortcuts}
          onToggleComments={toggleComments}
          searchText={criteria.text}
          setLeaveGuard={setLeaveGuard}
          renderHeaderTools={renderHeaderTools}
          metadataProperties={metadataProperties}
          offerUndo={undo.offerUndo}
        />
      ) : (
        <WorkspaceLayout datasetId={dataset.id} toolbar={toolbar} record={recordPane} guidelines={guidelines} questionnaire={null} progress={progressPane} />
      )}
      {commentsOpen && location.view !== 'bulk' && shownRecord && (
        <CommentsDrawer id={commentsId} datasetId={dataset.id} record={shownRecord} userId={user.id} canManage={canManage} onClose={toggleComments} />
      )}
      {shortcutsOpen && <ShortcutsPanel groups={viewShortcutGroups(shortcutGroups(questions), location.view, views.available)} onClose={toggleShortcuts} />}
    </div>
  );
}
