import type { VectorSettings } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import type { DatasetRecord } from '../../model/types';
import type { SimilarityCriterion } from '../criteria';
import { FindSimilar } from './FindSimilar';
import { formatSimilarityScore, initialChoice, type SimilarityChoice } from './similarity';
import styles from './RecordSimilarity.module.css';

/** What the record header needs of the similarity search. */
export interface SimilarityHeaderState {
  vectors: readonly VectorSettings[];
  active: SimilarityCriterion | null;
  /** Each result's score, by record id. */
  scores: ReadonlyMap<string, number>;
  find: (record: DatasetRecord, choice: SimilarityChoice) => void;
}

/**
 * The similarity part of a record's header: while a similarity search runs, the record's score; and the
 * "Find similar" button, when the dataset has vectors to compare by.
 */
export function RecordSimilarity({ record, state }: { record: DatasetRecord; state: SimilarityHeaderState }) {
  const { t, i18n } = useTranslation();
  const { vectors, active, scores } = state;
  if (vectors.length === 0) return null;
  const score = active ? formatSimilarityScore(scores.get(record.id), i18n.language) : null;
  const label = t('annotateSimilarity.score');
  return (
    <span className={styles.tools}>
      {score && (
        <span className={styles.score} title={label} data-testid="similarity-score">
          <span className="visually-hidden">{label}: </span>
          {score}
        </span>
      )}
      <FindSimilar
        vectors={vectors}
        initial={initialChoice(active, vectors.map((vector) => vector.name))}
        onFind={(choice) => state.find(record, choice)}
      />
    </span>
  );
}
