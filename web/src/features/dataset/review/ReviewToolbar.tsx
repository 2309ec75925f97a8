import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../shared/format/numbers';
import { GoToPosition } from '../annotate/jump/GoToPosition';
import type { Field, Question } from '../annotate/model/types';
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
  const previous = t('review.toolbar.previous');
  const next = t('review.toolbar.next');
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
      <div className={styles.end}>
        <GoToPosition
          counterText={t('review.toolbar.counter', { position: number.format(props.position), total: number.format(props.total) })}
          position={props.position}
          total={props.total}
          ready={props.ready}
          onGo={props.onGoTo}
        />
        <button type="button" className={styles.nav} onClick={props.onPrevious} disabled={!props.hasPrevious} aria-label={previous} title={`${previous} (←)`}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button type="button" className={styles.nav} onClick={props.onNext} disabled={!props.hasNext} aria-label={next} title={`${next} (→)`}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button type="button" className={styles.help} onClick={props.onShortcuts} aria-label={t('review.shortcuts.open')} title={`${t('review.shortcuts.open')} (?)`}>
          ?
        </button>
      </div>
    </div>
  );
}
