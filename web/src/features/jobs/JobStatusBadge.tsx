import type { Job } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { statusWords, type StatusTone } from './job-status';
import styles from './JobPage.module.css';

const TONES: Record<StatusTone, string> = {
  waiting: styles.waitingTone,
  working: styles.workingTone,
  success: styles.successTone,
  danger: styles.dangerTone,
  warning: styles.warningTone,
};

/** The status in words, coloured by what it means; announced when it changes, not at every poll. */
export function JobStatusBadge({ job, cancelRequested }: { job: Pick<Job, 'status' | 'kind'>; cancelRequested: boolean }) {
  const { t } = useTranslation();
  const words = statusWords(job, cancelRequested);
  return (
    <span className={`${styles.badge} ${TONES[words.tone]}`} role="status" data-testid="job-status">
      {t(words.key)}
    </span>
  );
}
