import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/Spinner';
import { AuthLayout } from '../../components/layout/AuthLayout';
import { parseQuery } from '../../shared/api/query-params';
import { saveToken } from '../../shared/auth/session';
import { exchangeOAuthCode } from './api';
import { HOME_PATH } from './guard';
import styles from './SignInPage.module.css';

const DEFAULT_PROVIDER = 'huggingface';

/** Where the provider sends the person back: the code is exchanged for a session, then home. */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const { provider = DEFAULT_PROVIDER } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // The code can be spent once; strict-mode double effects must not spend it twice.
    if (started.current) return;
    started.current = true;
    exchangeOAuthCode(provider, parseQuery(search))
      .then(({ access_token }) => {
        queryClient.clear();
        saveToken(access_token);
        void navigate(HOME_PATH, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [navigate, provider, queryClient, search]);

  return (
    <AuthLayout>
      {failed ? (
        <div className={styles.card}>
          <p className={styles.error} role="alert">
            {t('auth.callbackFailed')}
          </p>
          <Link to="/sign-in">{t('auth.backToSignIn')}</Link>
        </div>
      ) : (
        <PageSpinner label={t('auth.callbackWorking')} />
      )}
    </AuthLayout>
  );
}
