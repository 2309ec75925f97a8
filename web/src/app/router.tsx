import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/Spinner';
import type { RouteName } from '../features/auth/guard';
import { Guarded } from './Guarded';
import { NotFoundPage, RouteErrorPage } from './pages/ErrorPage';
import { RootShell } from './RootShell';

// Pages load on demand, so signing in does not download the annotation page.
const SignInPage = lazyPage(() => import('../features/auth/SignInPage'), 'SignInPage');
const WelcomePage = lazyPage(() => import('../features/auth/WelcomePage'), 'WelcomePage');
const OAuthCallbackPage = lazyPage(() => import('../features/auth/OAuthCallbackPage'), 'OAuthCallbackPage');
const DatasetListPage = lazyPage(() => import('../features/datasets/DatasetListPage'), 'DatasetListPage');
const UserSettingsPage = lazyPage(() => import('../features/user-settings/UserSettingsPage'), 'UserSettingsPage');
const AnnotationModePage = lazyPage(() => import('../features/dataset/AnnotationModePage'), 'AnnotationModePage');
const DatasetSettingsPage = lazyPage(() => import('../features/dataset/DatasetSettingsPage'), 'DatasetSettingsPage');
const TeamPage = lazyPage(() => import('../features/team/TeamPage'), 'TeamPage');
const WorkspacesPage = lazyPage(() => import('../features/workspaces/WorkspacesPage'), 'WorkspacesPage');

function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

function page(name: RouteName, element: ReactNode) {
  return (
    <Guarded name={name}>
      <Suspense fallback={<PageSpinner label="…" />}>{element}</Suspense>
    </Guarded>
  );
}

/** Where the sign-in service sends people back to: the sign-in page, keeping the query. */
function LoginAlias() {
  const { search } = useLocation();
  return <Navigate to={`/sign-in${search}`} replace />;
}

export const routes = [
  {
    element: (
      <RootShell>
        <Outlet />
      </RootShell>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: page('index', <DatasetListPage />) },
      { path: '/sign-in', element: page('sign-in', <SignInPage />) },
      { path: '/login', element: <LoginAlias /> },
      { path: '/welcome-hf-sign-in', element: page('welcome-hf-sign-in', <WelcomePage />) },
      { path: '/oauth/:provider?/callback', element: page('oauth-provider-callback', <OAuthCallbackPage />) },
      { path: '/datasets', element: page('datasets', <DatasetListPage />) },
      { path: '/dataset/:id?/annotation-mode', element: page('annotation-mode', <AnnotationModePage />) },
      { path: '/dataset/:id?/settings', element: page('dataset-settings', <DatasetSettingsPage />) },
      { path: '/user-settings', element: page('user-settings', <UserSettingsPage />) },
      { path: '/team', element: page('team', <TeamPage />) },
      { path: '/workspaces', element: page('workspaces', <WorkspacesPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
