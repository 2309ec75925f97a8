import type { TeamMemberProgress, TeamProgress } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { PersonTag } from '../../../components/ui/PersonTag';
import { Section } from '../../../components/ui/Section';
import { ColumnHeader } from '../../../components/ui/SortableHeader';
import { Spinner } from '../../../components/ui/Spinner';
import { numberFormat } from '../../../shared/format/numbers';
import { formatTimestamp, parseServerTimestamp } from '../../../shared/format/timestamps';
import { settingsPath } from '../../../shared/routing/paths';
import { disagreementPath } from './disagreement-link';
import { DEFAULT_MEMBER_SORT, nextSort, relativeTime, sortMembers, type MemberSort, type MemberSortKey } from './progress-view';
import { useTeamProgress } from './queries';
import tableStyles from '../../../components/ui/DataTable.module.css';
import roleColours from '../../../components/ui/RoleColours.module.css';
import styles from './TeamPage.module.css';

/** The dataset's totals, then each member's counts and pace. */
export function ProgressSection({ datasetId, canReview, canManage }: { datasetId: string; canReview: boolean; canManage: boolean }) {
  const { t } = useTranslation();
  const progress = useTeamProgress(datasetId);
  return (
    <Section title={t('datasetTeam.progress.title')} layout="stacked" testId="team-progress-section"
      description={progress.data ? t(`datasetTeam.progress.strategy.${progress.data.strategy}`) : undefined}>
      {progress.data ? (
        <>
          <Totals progress={progress.data} datasetId={datasetId} canReview={canReview} />
          <MembersTable members={progress.data.members} />
          {canManage && (
            <p className={styles.manage}>
              <Link to={`${settingsPath(datasetId)}?tab=assignment`}>{t('datasetTeam.progress.manage')}</Link>
            </p>
          )}
        </>
      ) : progress.isError ? (
        <LoadFailed message={t('datasetTeam.progress.failed')} onRetry={() => void progress.refetch()} />
      ) : (
        <div className={styles.loading}>
          <Spinner label={t('datasetTeam.loading')} />
        </div>
      )}
    </Section>
  );
}

function Totals({ progress, datasetId, canReview }: { progress: TeamProgress; datasetId: string; canReview: boolean }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const totals = [
    { key: 'records', value: progress.total },
    { key: 'completed', value: progress.completed },
    { key: 'pending', value: progress.pending },
    { key: 'validated', value: progress.validated },
    { key: 'needsReview', value: progress.needs_review },
    // Reviewers only: the server leaves it out for anyone else.
    ...(progress.disagreements === null ? [] : [{ key: 'disagreements', value: progress.disagreements } as const]),
  ] as const;
  return (
    <div className={styles.totals}>
      <dl className={styles.counters} aria-label={t('datasetTeam.progress.totals.label')}>
        {totals.map(({ key, value }) => (
          <div key={key} className={styles.counter} data-kind={key} data-some={value > 0 || undefined} data-testid={`team-total-${key}`}>
            <dt>{t(`datasetTeam.progress.totals.${key}`)}</dt>
            <dd>
              {key === 'disagreements' && canReview && value > 0 ? (
                <Link to={disagreementPath(datasetId)}>{number.format(value)}</Link>
              ) : (
                number.format(value)
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.completion}>
        <ProgressBar completed={progress.completed} total={progress.total} label={t('datasetTeam.progress.totals.completed')} />
        <span className={styles.percent}>{percent.format(progress.total > 0 ? progress.completed / progress.total : 0)}</span>
      </div>
    </div>
  );
}

const NUMBER_COLUMNS = ['assigned', 'submitted', 'discarded', 'draft', 'pending', 'pace'] as const;

function MembersTable({ members }: { members: TeamMemberProgress[] }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<MemberSort>(DEFAULT_MEMBER_SORT);
  const sorted = sortMembers(members, sort, i18n.language);
  const now = new Date();
  const number = numberFormat(i18n.language);
  const pace = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  if (members.length === 0) return <p className={styles.note}>{t('datasetTeam.progress.noMembers')}</p>;

  const header = (key: MemberSortKey, className?: string) => {
    const label = t(`datasetTeam.progress.columns.${key}`);
    return (
      <ColumnHeader
        key={key}
        label={label}
        className={className}
        sort={{ title: t('datasetTeam.progress.sortBy', { column: label }), active: sort.key === key, order: sort.order, onSort: () => setSort(nextSort(sort, key)) }}
      />
    );
  };

  return (
    <div className={tableStyles.frame}>
      <table className={`${tableStyles.table} ${styles.membersTable}`} aria-label={t('datasetTeam.progress.tableLabel')} data-testid="team-members">
        <thead>
          <tr>
            {header('username', styles.memberColumn)}
            {NUMBER_COLUMNS.map((key) => header(key, styles.numberColumn))}
            {header('lastActivity', styles.activityColumn)}
          </tr>
        </thead>
        <tbody>
          {sorted.map((member) => {
            const last = parseServerTimestamp(member.last_activity_at);
            return (
              <tr key={member.user_id} className={styles.row} data-testid="team-member" data-username={member.username}>
                <th scope="row" className={styles.member}>
                  <span className={styles.username}>{member.username}</span>
                  <span className={styles.badges}>
                    <span className={`${styles.role} ${roleColours[member.role]}`} data-testid="team-member-role">
                      {t(`common.roles.${member.role}`)}
                    </span>
                    {member.reviewer && <PersonTag label={t('datasetTeam.progress.reviewer')} />}
                  </span>
                </th>
                <td className={styles.number} data-column="assigned">
                  {member.assigned === null ? (
                    <span className={styles.muted} title={t('datasetTeam.progress.notAssigned')}>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('datasetTeam.progress.notAssigned')}</span>
                    </span>
                  ) : (
                    number.format(member.assigned)
                  )}
                </td>
                <td className={styles.number} data-column="submitted">{number.format(member.submitted)}</td>
                <td className={styles.number} data-column="discarded">{number.format(member.discarded)}</td>
                <td className={styles.number} data-column="draft">{number.format(member.draft)}</td>
                <td className={styles.number} data-column="pending">{number.format(member.pending)}</td>
                <td className={styles.number} data-column="pace" title={t('datasetTeam.progress.paceHint')}>
                  {pace.format(member.pace_per_hour)}
                </td>
                <td className={styles.activity} data-column="lastActivity" title={last ? formatTimestamp(last, i18n.language) : undefined}>
                  {last ? relativeTime(last, now, i18n.language) : <span className={styles.muted}>{t('datasetTeam.progress.never')}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
