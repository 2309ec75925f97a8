import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { oauthAuthenticationUrl, type OAuthProvider } from './api';
import { useOAuthProviders } from './queries';

/** Inside another site's frame (a Space page), the provider's login must open in its own window. */
function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

export function startExternalLogin(provider: string, search: string): void {
  const url = oauthAuthenticationUrl(provider, search);
  if (isEmbedded()) window.open(url, '_blank', 'noopener');
  else window.location.assign(url);
}

export function useProviderLabel(): (provider: OAuthProvider) => string {
  const { t, i18n } = useTranslation();
  return (provider) => {
    const key = `auth.providerNames.${provider.name}`;
    return t('auth.signInWith', { provider: i18n.exists(key) ? t(key) : provider.name });
  };
}

/** A button per external login provider the server offers; nothing when it offers none. */
export function OAuthButtons() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { data: providers = [] } = useOAuthProviders();
  const label = useProviderLabel();
  if (providers.length === 0) return null;
  return (
    <div data-testid="oauth-providers" style={{ display: 'grid', gap: 'var(--space-2)' }}>
      <p style={{ textAlign: 'center', color: 'var(--fg-tertiary)', fontSize: 12 }}>{t('auth.or')}</p>
      {providers.map((provider) => (
        <Button key={provider.name} size="large" fullWidth onClick={() => startExternalLogin(provider.name, search)}>
          {label(provider)}
        </Button>
      ))}
    </div>
  );
}
