import { useTranslation } from 'react-i18next';
import { formatScore } from '../model/suggestions';
import { SparkIcon } from './icons';
import styles from './SuggestionBadge.module.css';

export interface SuggestionBadgeProps {
  score: number | null;
  agent: string | null;
}

/** "✦ Suggestion 0.8 · agent": shown on a question whose answer is the suggestion. */
export function SuggestionBadge({ score, agent }: SuggestionBadgeProps) {
  const { t, i18n } = useTranslation();
  const formatted = formatScore(score, i18n.language);
  return (
    <span className={styles.badge} title={t('annotateQuestions.suggestion.badgeTitle')}>
      <SparkIcon size={12} />
      <span>{t('annotateQuestions.suggestion.label')}</span>
      {formatted !== null && <span className={styles.score}>{formatted}</span>}
      {agent && <span className={styles.agent}>{agent}</span>}
    </span>
  );
}

/** The mark on a suggested option: spark and score, with words for screen readers. */
export function OptionScore({ score, agent }: { score: number | null; agent?: string | null }) {
  const { t, i18n } = useTranslation();
  const formatted = formatScore(score, i18n.language);
  const spoken =
    formatted === null
      ? t('annotateQuestions.suggestion.optionSuggested')
      : t('annotateQuestions.suggestion.optionSuggestedScore', { score: formatted });
  return (
    <span className={styles.optionScore} title={agent ? `${t('annotateQuestions.suggestion.label')} · ${agent}` : undefined}>
      <SparkIcon size={10} />
      {formatted !== null && <span aria-hidden="true">{formatted}</span>}
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}
