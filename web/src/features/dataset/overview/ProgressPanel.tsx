import type { DatasetProgress, MyMetrics, TeamProgress } from '@gloss/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar, ProgressSkeleton } from '../../../components/ui/ProgressBar';
import { RESPONSE_STATUSES, isProgressComplete, personalCounts, shareOf } from '../progress';
import styles from './ProgressPanel.module.css';
import statusStyles from './status-colours.module.css';
import { TeamMembers } from './TeamMembers';
import { numberFormat } from '../../../shared/format/numbers';

export interface ProgressPanelProps {
  metrics: MyMetrics | undefined;
  metricsLoading: boolean;
  progress: DatasetProgress | undefined;
  progressLoading: boolean;
  /** The team's progress per person, with the dataset it belongs to, once loaded. */
  team?: { datasetId: string; progress: TeamProgress | undefined };
}

/**
 * The person's own counts per status (pending as their queue counts it, with the records the team
 * completed without them said apart: `personalCounts`), then how far the whole team is.
 */
export function ProgressPanel({ metrics, metricsLoading, progress, progressLoading, team }: ProgressPanelProps) {
  const { t, i18n } = useTranslation();
  const mineId = useId();
  const teamId = useId();
  const number = numberFormat(i18n.language);
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  const counts = metrics && personalCounts(metrics);

  return (
    <aside className={styles.panel} data-testid="progress-panel">
      <section aria-labelledby={mineId}>
        <h2 id={mineId} className={styles.heading}>
          {t('dataset.progress.mine')}
        </h2>
        <dl className={styles.counters}>
          {RESPONSE_STATUSES.map((status) => (
            <div key={status} className={`${styles.counter} ${statusStyles.status}`} data-status={status} data-testid={`my-count-${status}`}>
              <dt>
                <span className={statusStyles.dot} aria-hidden="true" />
                {t(`dataset.status.${status}`)}
              </dt>
              <dd>{counts ? number.format(counts[status]) : metricsLoading ? <span className={styles.countSkeleton} /> : '–'}</dd>
            </div>
          ))}
        </dl>
        {counts && counts.completedByTeam > 0 && (
          <p className={styles.note} data-testid="completed-by-team">
            {t('dataset.progress.completedByTeam', { count: counts.completedByTeam, formatted: number.format(counts.completedByTeam) })}
          </p>
        )}
      </section>
      <section aria-labelledby={teamId} className={styles.team}>
        <h2 id={teamId} className={styles.heading}>
          {t('dataset.progress.team')}
        </h2>
        {progress ? (
          <>
            <div className={styles.bar}>
              <ProgressBar completed={progress.completed} total={progress.total} label={t('dataset.progress.team')} />
            </div>
            <p className={styles.summary} data-testid="team-progress">
              <span>
                {t('dataset.progress.completedOf', {
                  completed: number.format(progress.completed),
                  total: number.format(progress.total),
                })}
              </span>
              <strong>{percent.format(shareOf(progress.completed, progress.total))}</strong>
            </p>
            {isProgressComplete(progress) && <p className={styles.done}>{t('dataset.progress.allDone')}</p>}
            {team?.progress && <TeamMembers datasetId={team.datasetId} team={team.progress} />}
          </>
        ) : progressLoading ? (
          <div className={styles.bar}>
            <ProgressSkeleton />
          </div>
        ) : (
          <p className={styles.unavailable}>{t('dataset.progress.unavailable')}</p>
        )}
      </section>
    </aside>
  );
}
