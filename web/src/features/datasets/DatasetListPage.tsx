import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLayout } from '../../components/layout/InternalLayout';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { PageSpinner } from '../../components/ui/Spinner';
import { canManageWebhooks } from '../../shared/auth/owner-pages';
import { peopleAccessOf } from '../../shared/auth/people-actions';
import { useCurrentUser } from '../../shared/auth/queries';
import { TEAM_PATH, WEBHOOKS_PATH, WORKSPACES_PATH } from '../../shared/routing/paths';
import { NewDatasetLink } from '../new-dataset';
import { DatasetTable } from './DatasetTable';
import { LoadError, NoDatasets, NoMatches } from './EmptyStates';
import {
  clearFilters,
  completedFraction,
  filterDatasets,
  hasFilters,
  paginate,
  sortDatasets,
  toListItems,
  toggleSort,
  type SortColumn,
} from './list-state';
import { ListToolbar } from './ListToolbar';
import { Pagination } from './Pagination';
import { useMyDatasets, useMyWorkspaces, useProgressOf } from './queries';
import { useListState } from './use-list-state';

/** Home: every dataset the person can open, filtered, sorted and paged through the URL. */
export function DatasetListPage() {
  const { t } = useTranslation();
  return (
    <InternalLayout title={t('datasets.title')} titleActions={<PeopleLinks />}>
      <DatasetList />
    </InternalLayout>
  );
}

/** Owners and admins run their team (and owners their webhooks) from here too: the pages their role opens. */
function PeopleLinks() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const access = peopleAccessOf(user?.role);
  if (access.team === 'none' && access.workspaces === 'none') return null;
  return (
    <>
      {access.team !== 'none' && <ButtonLink to={TEAM_PATH}>{t('header.team')}</ButtonLink>}
      {access.workspaces !== 'none' && <ButtonLink to={WORKSPACES_PATH}>{t('header.workspaces')}</ButtonLink>}
      {canManageWebhooks(user?.role) && <ButtonLink to={WEBHOOKS_PATH}>{t('header.webhooks')}</ButtonLink>}
    </>
  );
}

function DatasetList() {
  const { t, i18n } = useTranslation();
  const datasets = useMyDatasets();
  const workspaces = useMyWorkspaces();
  const { data: user } = useCurrentUser();
  const canManage = user?.role === 'admin' || user?.role === 'owner';
  const { state, change, replaceState } = useListState();

  const workspaceNames = useMemo(
    () => (workspaces.data ?? []).map((workspace) => workspace.name).sort((a, b) => a.localeCompare(b, i18n.language)),
    [workspaces.data, i18n.language],
  );
  const items = useMemo(() => toListItems(datasets.data ?? [], workspaces.data ?? []), [datasets.data, workspaces.data]);
  const filtered = useMemo(() => filterDatasets(items, state), [items, state]);

  // Sorting by progress needs every filtered dataset's progress, not only the visible page's.
  const progress = useProgressOf(state.sort === 'progress' ? filtered.map((item) => item.dataset.id) : []);
  const sorted = sortDatasets(
    filtered,
    state.sort,
    state.order,
    (id) => completedFraction(progress.byId.get(id)),
    i18n.language,
  );
  const page = paginate(sorted, state.page, state.pageSize);

  const loaded = datasets.isSuccess && !workspaces.isPending;
  useEffect(() => {
    // A page past the end (a shared link, fewer datasets since) becomes the last page that exists.
    if (loaded && page.page !== state.page) change({ page: page.page }, { replace: true });
  }, [loaded, page.page, state.page, change]);

  const onSearch = useCallback((query: string, refine: boolean) => change({ query }, { replace: refine }), [change]);
  const onSort = (column: SortColumn) => change((shown) => toggleSort(shown, column));
  const onClearFilters = () => replaceState(clearFilters(state));

  if (datasets.isError) return <LoadError onRetry={() => void datasets.refetch()} />;
  if (loaded && datasets.data.length === 0) {
    if (!user) return <PageSpinner label={t('common.loading')} />;
    return <NoDatasets role={user.role} workspaceName={workspaceNames[0]} />;
  }

  const filtering = hasFilters(state);
  return (
    <>
      <ListToolbar
        query={state.query}
        onSearch={onSearch}
        workspaces={workspaceNames}
        selectedWorkspaces={state.workspaces}
        onWorkspacesChange={(selected) => change({ workspaces: selected })}
        onClearFilters={filtering && filtered.length > 0 ? onClearFilters : undefined}
        actions={canManage ? <NewDatasetLink /> : undefined}
      />
      {loaded && filtered.length === 0 ? (
        <NoMatches onClear={onClearFilters} />
      ) : (
        <>
          <DatasetTable
            items={page.items}
            sort={state.sort}
            order={state.order}
            onSort={onSort}
            canManage={canManage}
            loading={!loaded}
          />
          {loaded && (
            <Pagination
              page={page}
              pageSize={state.pageSize}
              onPage={(next) => change({ page: next })}
              onPageSize={(pageSize) => change({ pageSize })}
            />
          )}
        </>
      )}
    </>
  );
}
