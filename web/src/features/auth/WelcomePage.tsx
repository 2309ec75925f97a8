import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/Spinner';
import { AuthLayout } from '../../components/layout/AuthLayout';
import { buildQuery, parseQuery } from '../../shared/api/query-params';
import { startExternalLogin, useProviderLabel } from './OAuthButtons';
import { useServerSettings } from '../../shared/auth/queries';
import { useOAuthProviders } from './queries';
import styles from './WelcomePage.module.css';

const SPACE_PROVIDER = 'huggingface';

/** The landing page of a Space: sign in with the hosting platform's account, or with a username. */
export function WelcomePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const settings = useServerSettings();
  const providers = useOAuthProviders();
  const label = useProviderLabel();
  if (settings.isPending || providers.isPending) return <PageSpinner label={t('common.loading')} />;

  const space = settings.data?.huggingface;
  const provider = providers.data?.find((candidate) => candidate.name === SPACE_PROVIDER);
  const usernameSignIn = `/sign-in${buildQuery({ ...parseQuery(search), omitCTA: 'true' })}`;
  // Without the Space's login there is nothing to welcome to: the username form it is.
  if (!space?.space_id || !provider) return <Navigate to={usernameSignIn} replace />;

  return (
    <AuthLayout>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('auth.welcomeTitle', { space: space.space_title ?? space.space_id })}</h1>
        <p className={styles.subtitle}>
          <Trans
            i18nKey="auth.welcomeSubtitle"
            values={{ owner: space.space_author_name ?? space.space_id.split('/')[0] }}
            components={{ strong: <strong /> }}
          />
        </p>
        <Button variant="primary" size="large" fullWidth onClick={() => startExternalLogin(provider.name, search)}>
          {label(provider)}
        </Button>
        <a className={styles.secondary} href={usernameSignIn}>
          {t('auth.welcomeWithUsername')}
        </a>
      </div>
    </AuthLayout>
  );
}
