import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../shared/format/numbers';
import type { Field, Question } from '../annotate/model/types';
import { QueueNav } from '../annotate/page/QueueNav';
import { SearchBox } from '../annotate/search/SearchBox';
import { ANY_QUESTION, DEFAULT_FILTERS, isNarrowed, REVIEW_STATUSES, type ReviewFilters, type ReviewStatus } from './review-view';
import styles from './ReviewToolbar.module.css';

export interface ReviewToolbarProps {
  filters: ReviewFilters;
  onFilters: (next: ReviewFilters) => void;
  questions: readonly Question[];
  textFields: readonly Field[];
  position: number;
  total: number;
  ready: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (position: number) => void;
  onShortcuts: () => void;
}

/** Which records to review (status, disagreement, flag, text), where the reviewer is in them, and the way on. */
export function ReviewToolbar(props: ReviewToolbarProps) {
  const { filters, onFilters, questions } = props;
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  return (
    <div className={styles.bar} data-testid="review-toolbar">
      <div className={styles.start}>
        <label className={styles.select}>
          <span className="visually-hidden">{t('review.toolbar.statusLabel')}</span>
          <span className={`${styles.dot} ${styles[filters.status]}`} aria-hidden="true" />
          <select
            value={filters.status}
            onChange={(event) => onFilters({ ...filters, status: event.target.value as ReviewStatus })}
            aria-label={t('review.toolbar.statusLabel')}
            data-testid="review-status-filter"
          >
            {REVIEW_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`review.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.select}>
          <span className="visually-hidden">{t('review.toolbar.disagreementLabel')}</span>
          <select
            className={filters.disagreement ? styles.on : undefined}
            value={filters.disagreement ?? ''}
            onChange={(event) => onFilters({ ...filters, disagreement: event.target.value || null })}
            aria-label={t('review.toolbar.disagreementLabel')}
            data-testid="review-disagreement-filter"
          >
            <option value="">{t('review.toolbar.anyAgreement')}</option>
            <option value={ANY_QUESTION}>{t('review.toolbar.disagreementAny')}</option>
            {questions.map((question) => (
              <option key={question.id} value={question.name}>
                {t('review.toolbar.disagreementOn', { question: question.title })}
              </option>
            ))}
          </select>
        </label>
        <label className={`${styles.toggle} ${filters.needsReview ? styles.on : ''}`}>
          <input
            type="checkbox"
            checked={filters.needsReview}
            onChange={(event) => onFilters({ ...filters, needsReview: event.target.checked })}
            data-testid="review-needs-review-filter"
          />
          {t('review.toolbar.needsReview')}
        </label>
        <SearchBox value={filters.text} fields={props.textFields} onApply={(text) => onFilters({ ...filters, text })} />
        {isNarrowed(filters) && (
          <button type="button" className={styles.clear} onClick={() => onFilters({ ...DEFAULT_FILTERS, status: filters.status })} data-testid="review-clear-filters">
            {t('review.toolbar.clearFilters')}
          </button>
        )}
      </div>
      <QueueNav
        counterText={t('review.toolbar.counter', { position: number.format(props.position), total: number.format(props.total) })}
        position={props.position}
        total={props.total}
        ready={props.ready}
        onGoTo={props.onGoTo}
        hasPrevious={props.hasPrevious}
        hasNext={props.hasNext}
        onPrevious={props.onPrevious}
        onNext={props.onNext}
        previousLabel={t('review.toolbar.previous')}
        nextLabel={t('review.toolbar.next')}
        shortcutsLabel={t('review.shortcuts.open')}
        onShortcuts={props.onShortcuts}
      />
    </div>
  );
}
