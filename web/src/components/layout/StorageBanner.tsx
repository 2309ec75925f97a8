import { useTranslation } from 'react-i18next';
import { useCurrentUser, useServerSettings } from '../../shared/auth/queries';
import styles from './StorageBanner.module.css';

/** Warns that a Space without persistent storage loses its data on restart, when the server asks for it. */
export function StorageBanner() {
  const { t } = useTranslation();
  const { data: settings } = useServerSettings();
  const { data: user } = useCurrentUser();
  if (!settings?.argilla.show_huggingface_space_persistent_storage_warning || !user) return null;
  const space = settings.huggingface;
  if (space?.space_persistent_storage_enabled) return null;
  const canFix = user.role === 'owner' || user.role === 'admin';
  const settingsUrl = space?.space_id ? `https://huggingface.co/spaces/${space.space_id}/settings` : undefined;
  return (
    <div className={styles.banner} role="alert" data-testid="storage-banner">
      <span>{canFix ? t('banner.storageAdmin') : t('banner.storageAnnotator')}</span>
      {canFix && settingsUrl && (
        <a href={settingsUrl} target="_blank" rel="noreferrer">
          {t('banner.storageAdminLink')}
        </a>
      )}
    </div>
  );
}
