import type { Dataset, MetadataProperty, ReviewItem } from '@gloss/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/Spinner';
import type { Field, Question } from '../annotate/model/types';
import { ShortcutsPanel } from '../annotate/page/ShortcutsPanel';
import { lastPosition, recordAt } from '../annotate/queue/queue-state';
import { datasetKeys } from '../queries';
import { EmptyReview } from './EmptyReview';
import { ReviewRecord } from './ReviewRecord';
import { ReviewToolbar } from './ReviewToolbar';
import { ReviewComments } from './ReviewComments';
import { isNarrowed, reviewSearchBody, stillInView, type ReviewFilters } from './review-view';
import { reviewShortcutGroups } from './shortcut-groups';
import { useReviewLocation } from './useReviewLocation';
import { useReviewQueue } from './useReviewQueue';
import styles from './ReviewWorkspace.module.css';

export interface ReviewWorkspaceProps {
  dataset: Dataset;
  fields: readonly Field[];
  questions: readonly Question[];
  metadataProperties: readonly MetadataProperty[];
  /** Owners and admins: they may delete anyone's comment. */
  canManage: boolean;
}

/** The toolbar over the record under review; one record at a time, ten loaded ahead. */
export function ReviewWorkspace({ dataset, fields, questions, metadataProperties, canManage }: ReviewWorkspaceProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const questionNames = useMemo(() => questions.map((question) => question.name), [questions]);
  const textFields = useMemo(() => fields.filter((field) => field.settings.type === 'text'), [fields]);
  const { view, go } = useReviewLocation(questionNames);
  const filters: ReviewFilters = { status: view.status, disagreement: view.disagreement, needsReview: view.needsReview, text: view.text };
  const filtersKey = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const body = useMemo(() => reviewSearchBody(filters), [filtersKey]);
  const onNavigate = useCallback((position: number, recordId: string | undefined) => go({ position, recordId }, { replace: true }), [go]);
  const queue = useReviewQueue({ datasetId: dataset.id, body, position: view.position, recordId: view.recordId, onNavigate });
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const toggleShortcuts = useCallback(() => setShortcutsOpen((open) => !open), []);

  // A move counts from where the page is when it happens, not from the render that made the handler.
  const place = useRef({ position: view.position, state: queue.state });
  place.current = { position: view.position, state: queue.state };
  const moveTo = useCallback(
    (target: number) => {
      const { state } = place.current;
      if (target < 1 || target > Math.max(lastPosition(state), state.total)) return;
      go({ position: target, recordId: recordAt(state, target)?.id });
    },
    [go],
  );
  const step = (delta: number) => moveTo(place.current.position + delta);
  const applyFilters = (next: ReviewFilters) => go({ ...next, position: 1, recordId: undefined });

  // Validated and reset records count in the dataset's progress and the team's.
  const refreshProgress = () => {
    void queryClient.invalidateQueries({ queryKey: datasetKeys.progress(dataset.id) });
    void queryClient.invalidateQueries({ queryKey: ['datasets', dataset.id, 'team'] });
  };
  const onValidated = (item: ReviewItem) => {
    queue.replace(item, stillInView(filters, item));
    refreshProgress();
    // Records to review leave the view once validated: the next one is the reviewer's next task.
    if (view.status === 'to-review') step(1);
  };
  const onReset = (item: ReviewItem) => {
    queue.replace(item, stillInView(filters, item));
    refreshProgress();
  };
  // A comment or the flag changed: the record stays on screen, leaving a "needs review" view once cleared.
  const onItemChanged = (item: ReviewItem) => queue.replace(item, stillInView(filters, item));

  // While the next records load the record on screen stays, dimmed, so the layout and toolbar stay put.
  const lastShown = useRef<ReviewItem | undefined>(undefined);
  if (queue.item) lastShown.current = queue.item;
  const waiting = !queue.item && !queue.failed && (queue.loading || queue.hasNext);
  const shown = queue.item ?? (waiting && lastShown.current?.record.dataset_id === dataset.id ? lastShown.current : undefined);

  const toolbar = (
    <ReviewToolbar
      filters={filters}
      onFilters={applyFilters}
      questions={questions}
      textFields={textFields}
      position={view.position}
      total={queue.state.total}
      ready={!queue.loading}
      hasPrevious={queue.hasPrevious}
      hasNext={queue.hasNext}
      onPrevious={() => step(-1)}
      onNext={() => step(1)}
      onGoTo={moveTo}
      onShortcuts={toggleShortcuts}
    />
  );

  let content: ReactNode;
  if (shown) {
    content = (
      <ReviewRecord
        item={shown}
        busy={shown !== queue.item}
        fields={fields}
        questions={questions}
        metadataProperties={metadataProperties}
        usernames={queue.usernames}
        searchText={view.text}
        toolbar={toolbar}
        comments={<ReviewComments datasetId={dataset.id} item={shown} canManage={canManage} onItemChanged={onItemChanged} />}
        onValidated={onValidated}
        onReset={onReset}
        onPrevious={queue.hasPrevious ? () => step(-1) : undefined}
        onNext={queue.hasNext ? () => step(1) : undefined}
        onToggleShortcuts={toggleShortcuts}
      />
    );
  } else {
    let state: ReactNode;
    if (queue.failed) {
      state = (
        <div className={styles.centered} role="alert">
          <p>{t('review.loadFailed')}</p>
          <Button onClick={queue.reload}>{t('review.retry')}</Button>
        </div>
      );
    } else if (queue.loading || queue.hasNext) {
      state = <PageSpinner label={t('review.loading')} />;
    } else {
      state = <EmptyReview status={view.status} narrowed={isNarrowed(filters)} onShowValidated={() => applyFilters({ ...filters, status: 'validated' })} />;
    }
    content = (
      <div className={styles.layout}>
        {toolbar}
        <div className={styles.scroll}>{state}</div>
      </div>
    );
  }

  return (
    <div className={styles.workspace} data-testid="review-workspace">
      {content}
      {shortcutsOpen && <ShortcutsPanel groups={reviewShortcutGroups(questions)} onClose={toggleShortcuts} />}
    </div>
  );
}
