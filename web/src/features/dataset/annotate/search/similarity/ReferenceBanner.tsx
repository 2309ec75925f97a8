import type { VectorSettings } from '@gloss/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldView } from '../../fields/FieldView';
import type { DatasetRecord, Field } from '../../model/types';
import { SIMILARITY_LIMITS, type SimilarityCriterion, type SimilarityOrder } from '../criteria';
import { referencePreview } from './similarity';
import styles from './ReferenceBanner.module.css';

export interface ReferenceBannerProps {
  criterion: SimilarityCriterion;
  vectors: readonly VectorSettings[];
  fields: readonly Field[];
  reference: { record: DatasetRecord | undefined; loading: boolean; failed: boolean };
  /** A changed search, or null to end it. */
  onChange: (next: SimilarityCriterion | null) => void;
}

const ORDERS: readonly SimilarityOrder[] = ['most', 'least'];

/**
 * Above the results of a similarity search: what they are similar to (a preview of the reference record,
 * which Expand shows whole), how many, which end of the ranking and by which vector, each changeable in
 * place, and the way out (×).
 */
export function ReferenceBanner({ criterion, vectors, fields, reference, onChange }: ReferenceBannerProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const referenceId = useId();
  const { record } = reference;
  const preview = useMemo(() => (record ? referencePreview(fields, record.fields) : []), [fields, record]);
  // A link may name a vector the dataset no longer has a title for: show its name rather than nothing.
  const vectorOptions = vectors.some((vector) => vector.name === criterion.vector)
    ? vectors
    : [...vectors, { id: criterion.vector, name: criterion.vector, title: criterion.vector } as VectorSettings];

  let previewContent;
  if (record) {
    previewContent = preview.map((line) => (
      <span key={line} className={styles.previewLine} title={line}>
        {line}
      </span>
    ));
  } else {
    previewContent = <span className={styles.previewNote}>{t(reference.failed ? 'annotateSimilarity.referenceUnavailable' : 'annotateSimilarity.referenceLoading')}</span>;
  }

  return (
    <section className={styles.banner} aria-label={t('annotateSimilarity.banner')} data-testid="similarity-banner">
      <div className={styles.row}>
        <p className={styles.reference} data-testid="similarity-reference">
          <span className={styles.similarTo}>{t('annotateSimilarity.similarTo')}</span>
          <span className={styles.preview}>
            {previewContent}
            <button
              type="button"
              className={styles.close}
              onClick={() => onChange(null)}
              aria-label={t('annotateSimilarity.close')}
              title={t('annotateSimilarity.close')}
              data-testid="similarity-close"
            >
              ×
            </button>
          </span>
        </p>
        <div className={styles.settings}>
          <div className={styles.controls}>
            <select
              className={styles.select}
              value={criterion.limit}
              onChange={(event) => onChange({ ...criterion, limit: Number(event.target.value) })}
              aria-label={t('annotateSimilarity.limit')}
              data-testid="similarity-limit"
            >
              {SIMILARITY_LIMITS.map((limit) => (
                <option key={limit} value={limit}>
                  {t('annotateSimilarity.limitOption', { limit })}
                </option>
              ))}
            </select>
            <select
              className={styles.select}
              value={criterion.order}
              onChange={(event) => onChange({ ...criterion, order: event.target.value as SimilarityOrder })}
              aria-label={t('annotateSimilarity.orderLabel')}
              data-testid="similarity-order"
            >
              {ORDERS.map((order) => (
                <option key={order} value={order}>
                  {t(`annotateSimilarity.orders.${order}`)}
                </option>
              ))}
            </select>
            {vectorOptions.length > 1 && (
              <label className={styles.using}>
                {t('annotateSimilarity.usingVector')}
                <select
                  className={styles.select}
                  value={criterion.vector}
                  onChange={(event) => onChange({ ...criterion, vector: event.target.value })}
                  aria-label={t('annotateSimilarity.vector')}
                  data-testid="similarity-vector"
                >
                  {vectorOptions.map((vector) => (
                    <option key={vector.name} value={vector.name}>
                      {vector.title}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          <button
            type="button"
            className={styles.expand}
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
            aria-controls={referenceId}
            title={t(expanded ? 'annotateSimilarity.collapseHint' : 'annotateSimilarity.expandHint')}
          >
            <ExpandIcon expanded={expanded} />
            {t(expanded ? 'annotateSimilarity.collapse' : 'annotateSimilarity.expand')}
          </button>
        </div>
      </div>
      <div
        id={referenceId}
        hidden={!expanded}
        className={styles.record}
        role="region"
        aria-label={t('annotateSimilarity.reference')}
        // Scrollable by keyboard too: the box holds the whole record within 30% of the screen.
        tabIndex={expanded ? 0 : -1}
        data-testid="similarity-reference-record"
      >
        {expanded &&
          (record ? (
            fields.map((field) => (
              <FieldView key={field.id} field={field} value={record.fields[field.name]} recordFields={record.fields} record={record} />
            ))
          ) : (
            <p className={styles.previewNote}>{previewContent}</p>
          ))}
      </div>
    </section>
  );
}

function ExpandIcon({ expanded }: { expanded: boolean }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {expanded ? <path d="m3 7.5 3-3 3 3" /> : <path d="m3 4.5 3 3 3-3" />}
    </svg>
  );
}
