import type { User } from '@gloss/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/Avatar';
import { DetailsList } from '../../components/ui/DetailsList';
import { fullNameOf } from './profile';
import { Section } from '../../components/ui/Section';
import { WorkspaceBadges } from './WorkspaceBadges';
import styles from './ProfileSection.module.css';

/** Who the person is: read-only, as only an owner changes accounts (through the SDK or the API). */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const headingId = useId();
  const fullName = fullNameOf(user);
  return (
    <Section headingId={headingId} title={t('userSettings.profile.heading')} description={t('userSettings.profile.description')} testId="profile-section">
      <div className={styles.identity}>
        <Avatar username={user.username} size="medium" />
        <div className={styles.who}>
          <span className={styles.name}>{fullName || user.username}</span>
          <span className={styles.role} data-testid="role-badge">
            {t(`common.roles.${user.role}`)}
          </span>
        </div>
      </div>
      <DetailsList
        labelWidth={120}
        details={[
          { key: 'username', label: t('userSettings.profile.username'), value: user.username, testId: 'profile-username' },
          { key: 'name', label: t('userSettings.profile.name'), value: fullName || t('userSettings.profile.noName'), testId: 'profile-name' },
          { key: 'workspaces', label: t('userSettings.profile.workspaces'), value: <WorkspaceBadges /> },
        ]}
      />
    </Section>
  );
}
