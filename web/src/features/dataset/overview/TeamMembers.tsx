import type { TeamProgress } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberFormat } from '../../../shared/format/numbers';
import { datasetTeamPath } from '../../../shared/routing/paths';
import { panelMembers } from './team-members';
import statusStyles from './status-colours.module.css';
import styles from './TeamMembers.module.css';

export interface TeamMembersProps {
  datasetId: string;
  team: TeamProgress;
}

/**
 * The progress panel's view of the team: each annotator's submitted, discarded, draft and pending records
 * and pace, the validated records, and the way to the Team tab for the rest.
 */
export function TeamMembers({ datasetId, team }: TeamMembersProps) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const pace = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const { shown, hidden } = panelMembers(team.members, i18n.language);
  return (
    <div className={styles.members} data-testid="panel-team-members">
      <p className={styles.validated} data-testid="panel-validated">
        {t('dataset.progress.validated', { count: team.validated, formatted: number.format(team.validated) })}
      </p>
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((member) => (
            <li key={member.user_id} className={styles.member} data-testid="panel-member" data-username={member.username}>
              <span className={styles.name}>{member.username}</span>
              <span className={styles.pace} title={t('dataset.progress.paceTitle')}>
                {t('dataset.progress.pace', { pace: pace.format(member.pace_per_hour) })}
              </span>
              <dl className={styles.counts}>
                {(['submitted', 'discarded', 'draft', 'pending'] as const).map((status) => (
                  <div key={status} className={`${styles.count} ${statusStyles.status}`} data-status={status}>
                    <dt>
                      <span className={statusStyles.dot} aria-hidden="true" />
                      <span className="visually-hidden">{t(`dataset.status.${status}`)}</span>
                    </dt>
                    <dd title={t(`dataset.status.${status}`)}>{number.format(member[status])}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Link to={datasetTeamPath(datasetId)} className={styles.more}>
        {hidden > 0 ? t('dataset.progress.moreOnTeam', { count: hidden, formatted: number.format(hidden) }) : t('dataset.progress.openTeam')}
        <span aria-hidden="true"> →</span>
      </Link>
    </div>
  );
}
