import { useTranslation } from 'react-i18next';
import type { AnswerValue, DatasetRecord, Question } from '../annotate/model/types';
import { summarizeAnswer } from './summary';
import styles from './AnswerView.module.css';

/** One answer, read-only and compact, as the comparison lists it. */
export function AnswerView({ question, value, record }: { question: Question; value: AnswerValue | undefined; record: DatasetRecord }) {
  const { t } = useTranslation();
  const summary = summarizeAnswer(question, value, record);
  switch (summary.kind) {
    case 'empty':
      return <span className={styles.empty}>{t('review.answer.none')}</span>;
    case 'text':
      return <p className={styles.text}>{summary.text}</p>;
    case 'chips':
      return (
        <span className={styles.chips}>
          {summary.chips.map((chip) => (
            <span key={chip} className={styles.chip}>
              {chip}
            </span>
          ))}
        </span>
      );
    case 'ranking':
      return (
        <ol className={styles.ranking}>
          {summary.items.map((item) => (
            <li key={item.text}>
              <span className={styles.rank}>{item.rank}</span>
              {item.text}
            </li>
          ))}
        </ol>
      );
    case 'spans':
      return summary.spans.length === 0 ? (
        <span className={styles.empty}>{t('review.answer.noSpans')}</span>
      ) : (
        <span className={styles.chips}>
          {summary.spans.map((span, index) => (
            <span key={`${index}-${span.labelValue}`} className={styles.span}>
              <q>{span.text}</q>
              <span className={styles.spanLabel}>{span.label}</span>
            </span>
          ))}
        </span>
      );
  }
}
