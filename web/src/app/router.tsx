import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, matchPath, Navigate, Outlet, useLocation } from 'react-router';
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
const DatasetTeamPage = lazyPage(() => import('../features/dataset/team/DatasetTeamPage'), 'DatasetTeamPage');
const ReviewPage = lazyPage(() => import('../features/dataset/review/ReviewPage'), 'ReviewPage');
const TeamPage = lazyPage(() => import('../features/team/TeamPage'), 'TeamPage');
const WorkspacesPage = lazyPage(() => import('../features/workspaces/WorkspacesPage'), 'WorkspacesPage');
const WebhooksPage = lazyPage(() => import('../features/webhooks/WebhooksPage'), 'WebhooksPage');
const NewDatasetPage = lazyPage(() => import('../features/new-dataset/pages'), 'NewDatasetPage');
const NewDatasetFilePage = lazyPage(() => import('../features/new-dataset/pages'), 'NewDatasetFilePage');
const NewDatasetHubPage = lazyPage(() => import('../features/new-dataset/pages'), 'NewDatasetHubPage');
const AddRecordsPage = lazyPage(() => import('../features/new-dataset/pages'), 'AddRecordsPage');
const AddRecordsFilePage = lazyPage(() => import('../features/new-dataset/pages'), 'AddRecordsFilePage');
const AddRecordsHubPage = lazyPage(() => import('../features/new-dataset/pages'), 'AddRecordsHubPage');
const JobPage = lazyPage(() => import('../features/jobs/JobPage'), 'JobPage');

/** A page whose code loads when first shown, or sooner when asked (`preloadPageOf`). */
interface LazyPage {
  Page: ComponentType;
  load: () => Promise<unknown>;
}

function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  return { Page: lazy(async () => ({ default: (await load())[name] as ComponentType })), load };
}

/** The pages by path, each behind its guard. */
const PAGES: ReadonlyArray<{ path: string; name: RouteName; page: LazyPage }> = [
  { path: '/', name: 'index', page: DatasetListPage },
  { path: '/sign-in', name: 'sign-in', page: SignInPage },
  { path: '/welcome-hf-sign-in', name: 'welcome-hf-sign-in', page: WelcomePage },
  { path: '/oauth/:provider?/callback', name: 'oauth-provider-callback', page: OAuthCallbackPage },
  { path: '/datasets', name: 'datasets', page: DatasetListPage },
  { path: '/dataset/:id?/annotation-mode', name: 'annotation-mode', page: AnnotationModePage },
  { path: '/dataset/:id?/settings', name: 'dataset-settings', page: DatasetSettingsPage },
  { path: '/dataset/:id/team', name: 'dataset-team', page: DatasetTeamPage },
  { path: '/dataset/:id/review', name: 'dataset-review', page: ReviewPage },
  { path: '/user-settings', name: 'user-settings', page: UserSettingsPage },
  { path: '/team', name: 'team', page: TeamPage },
  { path: '/workspaces', name: 'workspaces', page: WorkspacesPage },
  { path: '/webhooks', name: 'webhooks', page: WebhooksPage },
  // A Hub dataset's repo id is the rest of the path (`org/name`), as in Argilla's `/new/{repoId}`.
  { path: '/new', name: 'new-dataset', page: NewDatasetPage },
  { path: '/new/file/:uploadId', name: 'new-dataset-file', page: NewDatasetFilePage },
  { path: '/new/hub/*', name: 'new-dataset-hub', page: NewDatasetHubPage },
  { path: '/dataset/:id/add-records', name: 'add-records', page: AddRecordsPage },
  { path: '/dataset/:id/add-records/file/:uploadId', name: 'add-records-file', page: AddRecordsFilePage },
  { path: '/dataset/:id/add-records/hub/*', name: 'add-records-hub', page: AddRecordsHubPage },
  { path: '/jobs/:jobId', name: 'job', page: JobPage },
];

/**
 * Starts loading the code of the page at `pathname` as the app starts, rather than once the router has
 * rendered its guard: the download overlaps the app's own start and the page's first API calls.
 */
export function preloadPageOf(pathname: string): void {
  const match = PAGES.find(({ path }) => matchPath(path, pathname));
  // A failed download is retried, and reported, when the page itself is rendered.
  match?.page.load().catch(() => undefined);
}

function page(name: RouteName, { Page }: LazyPage) {
  return (
    <Guarded name={name}>
      <Suspense fallback={<PageSpinner label="…" />}>
        <Page />
      </Suspense>
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
      ...PAGES.map(({ path, name, page: lazyLoaded }) => ({ path, element: page(name, lazyLoaded) })),
      { path: '/login', element: <LoginAlias /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
