import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLayout } from '../../components/layout/InternalLayout';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../shared/auth/queries';
import { AnnotationSection } from './AnnotationSection';
import { ApiKeySection } from './ApiKeySection';
import { LanguageSection } from './LanguageSection';
import { ProfileSection } from './ProfileSection';
import { SdkSection } from './SdkSection';
import { ThemeSection } from './ThemeSection';
import styles from './UserSettingsPage.module.css';

/** `/user-settings`: who you are, how the app looks and speaks on this device, and your API key. */
export function UserSettingsPage() {
  const { t } = useTranslation();
  const { data: user, isError, refetch } = useCurrentUser();
  const [keyRevealed, setKeyRevealed] = useState(false);
  const title = t('userSettings.title');

  return (
    <InternalLayout title={title} breadcrumbs={[{ label: t('header.home'), to: '/' }, { label: title }]}>
      <div className={styles.content} data-testid="user-settings">
        {user ? (
          <>
            <ProfileSection user={user} />
            <ThemeSection />
            <LanguageSection />
            <AnnotationSection />
            <ApiKeySection apiKey={user.api_key} revealed={keyRevealed} onToggleReveal={() => setKeyRevealed((value) => !value)} />
            <SdkSection apiUrl={window.location.origin} apiKey={user.api_key} keyRevealed={keyRevealed} />
          </>
        ) : isError ? (
          <div className={styles.failed} role="alert">
            <p>{t('userSettings.loadFailed')}</p>
            <Button size="small" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <PageSpinner label={t('common.loading')} />
        )}
      </div>
    </InternalLayout>
  );
}
