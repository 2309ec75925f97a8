import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { saveToken } from '../../shared/auth/session';
import { clearToasts } from '../../shared/toasts/store';
import { AuthLayout } from '../../components/layout/AuthLayout';
import { signInWithPassword } from './api';
import { signInErrorMessage } from './sign-in-error';
import { afterSignInPath } from './guard';
import { OAuthButtons } from './OAuthButtons';
import styles from './SignInPage.module.css';

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username || !password || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { access_token } = await signInWithPassword(username, password);
      queryClient.clear();
      clearToasts();
      saveToken(access_token);
      void navigate(afterSignInPath(params.get('redirect') ?? undefined), { replace: true });
    } catch (cause) {
      setBusy(false);
      const message = signInErrorMessage(cause);
      setError(t(message.key, message.values));
    }
  }

  return (
    <AuthLayout>
      <form className={styles.card} onSubmit={submit} noValidate aria-describedby={error ? 'sign-in-error' : undefined}>
        <h1 className={styles.title}>{t('auth.signInTitle')}</h1>
        <p className={styles.intro}>{t('auth.signInIntro')}</p>
        <label className={styles.field}>
          <span>{t('auth.username')}</span>
          <input
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </label>
        <label className={styles.field}>
          <span>{t('auth.password')}</span>
          <span className={styles.passwordRow}>
            <input
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
            />
            <button
              type="button"
              className={styles.reveal}
              onClick={() => setShowPassword((value) => !value)}
              aria-pressed={showPassword}
            >
              {showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
            </button>
          </span>
        </label>
        {error && (
          <p id="sign-in-error" className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" size="large" fullWidth disabled={!username || !password || busy}>
          {busy ? t('auth.signingIn') : t('auth.submit')}
        </Button>
        <OAuthButtons />
      </form>
    </AuthLayout>
  );
}
