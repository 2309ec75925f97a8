import type { Job } from '@gloss/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../shared/format/numbers';
import { formatCount, formatRate, formatTimeLeft } from './format';
import { isActiveJob, jobPhase } from './job-status';
import { JobProgressBar } from './JobProgressBar';
import { JobStatusBadge } from './JobStatusBadge';
import { progressShare } from './progress';
import styles from './JobPage.module.css';

/** The job's status, its bar and its counts: rows written and refused, and while it runs its rate and time left. */
export function JobProgressCard({ job, cancelRequested }: { job: Job; cancelRequested: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const share = progressShare(job);
  const phase = jobPhase(job.status);
  const active = isActiveJob(job);
  const kind = job.kind;
  const done = formatCount(share.done, language);
  const progressText =
    share.kind === 'share'
      ? t(`jobs.progress.share.${kind}`, { done, total: formatCount(share.total, language) })
      : t(active ? `jobs.progress.countRunning.${kind}` : `jobs.progress.count.${kind}`, { done });
  const percent = share.kind === 'share' ? numberFormat(language, { style: 'percent' }).format(share.percent / 100) : null;
  // Without a measure, a job that stopped has nothing to draw: its count says how far it got.
  const showBar = share.kind === 'share' || share.moving || phase === 'finished';

  return (
    <section className={styles.card} aria-label={t(`jobs.progress.label.${kind}`)} data-testid="job-progress">
      <div className={styles.statusLine}>
        <JobStatusBadge job={job} cancelRequested={cancelRequested} />
        <span className={styles.progressText} data-testid="job-progress-text">
          {progressText}
        </span>
        {percent && (
          <span className={styles.percent} aria-hidden="true">
            {percent}
          </span>
        )}
      </div>
      {showBar && (
        <JobProgressBar
          share={share}
          label={t(`jobs.progress.label.${kind}`)}
          valueText={percent ?? progressText}
          ending={phase === 'finished' ? 'done' : active ? undefined : 'stopped'}
        />
      )}
      {phase === 'queued' && !cancelRequested && <p className={styles.waiting}>{t('jobs.progress.waiting')}</p>}
      <dl className={styles.stats}>
        <Stat label={t(`jobs.stats.written.${kind}`)} testId="job-written">
          {formatCount(job.progress.rows_written, language)}
        </Stat>
        {kind === 'import' && (
          <Stat label={t('jobs.stats.refused')} testId="job-refused">
            {formatCount(job.progress.rows_refused, language)}
          </Stat>
        )}
        {active && (
          <>
            <Stat label={t('jobs.stats.rate')} testId="job-rate">
              {job.progress.rows_per_second === null ? (
                <Unknown />
              ) : (
                t(`jobs.stats.rateValue.${kind}`, { rate: formatRate(job.progress.rows_per_second, language) })
              )}
            </Stat>
            <Stat label={t('jobs.stats.timeLeft')} testId="job-time-left">
              {job.progress.seconds_left === null ? (
                <Unknown />
              ) : (
                formatTimeLeft(job.progress.seconds_left, language) || t('jobs.stats.almostDone')
              )}
            </Stat>
          </>
        )}
      </dl>
    </section>
  );
}

function Stat({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function Unknown() {
  const { t } = useTranslation();
  return (
    <span className={styles.muted} title={t('jobs.stats.unknownHint')}>
      {t('jobs.stats.unknown')}
    </span>
  );
}
