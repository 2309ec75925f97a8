import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/Spinner';
import { isOnHostingPlatform } from '../shared/auth/api';
import { decideNavigation, type RouteName } from '../features/auth/guard';
import { useServerSettings, useSignedIn } from '../shared/auth/queries';
import { parseQuery } from '../shared/api/query-params';
import { wasSignedOutOnPurpose } from '../shared/auth/session';
import { ErrorView } from './pages/ErrorPage';

/** Routes whose decision depends on whether the app runs on the hosting platform. */
const NEEDS_SETTINGS: ReadonlySet<RouteName | undefined> = new Set(['sign-in', 'welcome-hf-sign-in']);

export interface GuardedProps {
  name: RouteName | undefined;
  middleware?: readonly string[];
  children: ReactNode;
}

/** Runs the route guard for the page it wraps, then shows it, redirects, or shows the error page. */
export function Guarded({ name, middleware = ['route-guard'], children }: GuardedProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useSignedIn();
  const settings = useServerSettings();
  if (NEEDS_SETTINGS.has(name) && settings.isPending) return <PageSpinner label={t('common.loading')} />;

  const decision = decideNavigation(
    {
      name,
      middleware,
      path: location.pathname,
      fullPath: `${location.pathname}${location.search}${location.hash}`,
      query: parseQuery(location.search),
    },
    { signedIn, onHostingPlatform: isOnHostingPlatform(settings.data), signedOutOnPurpose: !signedIn && wasSignedOutOnPurpose() },
  );
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'error') return <ErrorView status={decision.status} message={decision.message} />;
  return <>{children}</>;
}
