import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../model/suggestions';
import { ENTRY_ATTRIBUTE } from './dom';
import { ChevronIcon, CloseIcon, GripIcon, SparkIcon } from './icons';
import styles from './RankingQuestion.module.css';
import type { OptionSuggestion } from './use-suggestion';

export interface RankCardProps {
  value: string;
  text: string;
  description: string | null;
  rank: number | null;
  optionCount: number;
  suggested: OptionSuggestion | undefined;
  agent: string | null;
  tabbable: boolean;
  dragging: boolean;
  disabled: boolean;
  instructionsId: string;
  onDragStart: (value: string, event: DragEvent<HTMLDivElement>) => void;
  onDragEnd: () => void;
  onMove: (value: string, direction: -1 | 1) => void;
  onUnrank: (value: string) => void;
}

/** One option of a ranking: draggable, focusable (keys are handled by the question), with move buttons. */
export function RankCard({
  value,
  text,
  description,
  rank,
  optionCount,
  suggested,
  agent,
  tabbable,
  dragging,
  disabled,
  instructionsId,
  onDragStart,
  onDragEnd,
  onMove,
  onUnrank,
}: RankCardProps) {
  const { t, i18n } = useTranslation();
  const score = suggested ? formatScore(suggested.score, i18n.language) : null;
  const label = rank === null ? t('annotateQuestions.ranking.cardUnranked', { option: text }) : t('annotateQuestions.ranking.cardRanked', { option: text, rank });
  const suggestedRank = suggested?.rank ?? null;
  return (
    <div
      role="group"
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-describedby={instructionsId}
      aria-disabled={disabled || undefined}
      data-rank-card={value}
      {...(tabbable ? { [ENTRY_ATTRIBUTE]: '' } : {})}
      draggable={!disabled}
      className={[styles.card, rank !== null ? styles.ranked : '', dragging ? styles.dragging : ''].filter(Boolean).join(' ')}
      title={description ?? text}
      onDragStart={(event) => onDragStart(value, event)}
      onDragEnd={onDragEnd}
    >
      <GripIcon className={styles.grip} />
      <span className={styles.cardText}>{text}</span>
      {suggested && (
        <span
          className={styles.suggestion}
          title={[t('annotateQuestions.suggestion.label'), agent, score].filter(Boolean).join(' · ')}
        >
          <SparkIcon size={10} />
          {suggestedRank !== null && <span className="visually-hidden">{t('annotateQuestions.ranking.suggestedRank', { rank: suggestedRank })}</span>}
          {suggestedRank !== null && <span aria-hidden="true">#{suggestedRank}</span>}
          {score !== null && <span className="visually-hidden">{t('annotateQuestions.suggestion.optionSuggestedScore', { score })}</span>}
          {score !== null && <span aria-hidden="true">{score}</span>}
        </span>
      )}
      <span className={styles.actions}>
        <button
          type="button"
          tabIndex={-1}
          className={styles.action}
          aria-label={t('annotateQuestions.ranking.moveUp')}
          title={t('annotateQuestions.ranking.moveUp')}
          disabled={disabled || rank === 1}
          onClick={() => onMove(value, -1)}
        >
          <ChevronIcon size={12} direction="up" />
        </button>
        <button
          type="button"
          tabIndex={-1}
          className={styles.action}
          aria-label={t('annotateQuestions.ranking.moveDown')}
          title={t('annotateQuestions.ranking.moveDown')}
          disabled={disabled || rank === null || rank === optionCount}
          onClick={() => onMove(value, 1)}
        >
          <ChevronIcon size={12} />
        </button>
        {rank !== null && (
          <button
            type="button"
            tabIndex={-1}
            className={styles.action}
            aria-label={t('annotateQuestions.ranking.unrank')}
            title={t('annotateQuestions.ranking.unrank')}
            disabled={disabled}
            onClick={() => onUnrank(value)}
          >
            <CloseIcon size={12} />
          </button>
        )}
      </span>
    </div>
  );
}
