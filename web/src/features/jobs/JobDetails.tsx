import type { Dataset, Job } from '@gloss/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailsList, type Detail } from '../../components/ui/DetailsList';
import { formatFileSize } from '../../shared/format/file-sizes';
import { formatServerTimestamp } from '../../shared/format/timestamps';
import { annotationPath } from '../../shared/routing/paths';
import { sourceSummary } from './source';
import styles from './JobPage.module.css';

/** Where the job reads and writes (the dataset and the source, or the Hub repo) and when it ran. */
export function JobDetails({ job, dataset }: { job: Job; dataset: Dataset | undefined }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const language = i18n.language;
  const when = (value: string | null) =>
    value ? formatServerTimestamp(value, language) : <span className={styles.secondary}>{t('jobs.details.notYet')}</span>;

  const details: Detail[] = [
    {
      key: 'dataset',
      label: t(`jobs.details.dataset.${job.kind}`),
      value: <Link to={annotationPath(job.dataset_id)}>{dataset?.name ?? job.dataset_id}</Link>,
      testId: 'job-dataset',
    },
    ...(job.kind === 'import' ? sourceDetails(job, t, language) : targetDetails(job, t)),
    { key: 'queued', label: t('jobs.details.queuedAt'), value: when(job.inserted_at) },
    { key: 'started', label: t('jobs.details.startedAt'), value: when(job.started_at) },
    { key: 'finished', label: t('jobs.details.finishedAt'), value: when(job.finished_at) },
  ];

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('jobs.details.heading')}
      </h2>
      <DetailsList details={details} labelWidth={200} />
    </section>
  );
}

type Translate = (key: string, values?: Record<string, string>) => string;

function sourceDetails(job: Job, t: Translate, language: string): Detail[] {
  if (!job.source) return [];
  const source = sourceSummary(job.source);
  if (source.kind === 'file') {
    return [
      {
        key: 'source',
        label: t('jobs.details.source'),
        value: (
          <>
            {source.filename} <span className={styles.secondary}>· {source.format} · {formatFileSize(source.size, language)}</span>
          </>
        ),
        testId: 'job-source',
      },
    ];
  }
  return [
    {
      key: 'source',
      label: t('jobs.details.source'),
      value: (
        <>
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            {source.dataset}
          </a>{' '}
          <span className={styles.secondary}>· {t('jobs.details.hubSource')}</span>
        </>
      ),
      testId: 'job-source',
    },
    { key: 'subset', label: t('jobs.details.subset'), value: source.subset, testId: 'job-subset' },
    { key: 'split', label: t('jobs.details.split'), value: source.split, testId: 'job-split' },
  ];
}

function targetDetails(job: Job, t: Translate): Detail[] {
  const target = job.target;
  if (!target) return [];
  return [
    { key: 'repo', label: t('jobs.details.repo'), value: target.repo_id, testId: 'job-repo' },
    { key: 'subset', label: t('jobs.details.subset'), value: target.subset },
    { key: 'split', label: t('jobs.details.split'), value: target.split },
    { key: 'visibility', label: t('jobs.details.visibility'), value: t(target.private ? 'jobs.details.private' : 'jobs.details.public') },
    ...(job.url
      ? [
          {
            key: 'url',
            label: t('jobs.details.url'),
            value: (
              <a href={job.url} target="_blank" rel="noopener noreferrer">
                {job.url}
              </a>
            ),
            testId: 'job-url',
          },
        ]
      : []),
  ];
}
