import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { SearchBox } from '../../components/ui/SearchBox';
import { WorkspaceFilter } from './WorkspaceFilter';
import styles from './ListToolbar.module.css';

export interface ListToolbarProps {
  query: string;
  onSearch: (query: string, refine: boolean) => void;
  workspaces: readonly string[];
  selectedWorkspaces: readonly string[];
  onWorkspacesChange: (selected: string[]) => void;
  /** Shown when filters are active and rows are visible (the empty result has its own button). */
  onClearFilters?: () => void;
  /** At the toolbar's end: what the person may start from the list ("New dataset"). */
  actions?: ReactNode;
}

export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <SearchBox
        value={props.query}
        onSearch={props.onSearch}
        label={t('datasets.search.label')}
        placeholder={t('datasets.search.placeholder')}
        clearLabel={t('datasets.search.clear')}
      />
      <WorkspaceFilter available={props.workspaces} selected={props.selectedWorkspaces} onChange={props.onWorkspacesChange} />
      {props.onClearFilters && (
        <Button variant="ghost" onClick={props.onClearFilters}>
          {t('datasets.clearFilters')}
        </Button>
      )}
      {props.actions && <div className={styles.actions}>{props.actions}</div>}
    </div>
  );
}
