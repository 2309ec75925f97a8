import { describe, expect, it } from 'vitest';
import { datasetBreadcrumbs } from '../src/features/dataset/paths';
import { annotationPath, settingsPath } from '../src/shared/routing/paths';

const ID = '3f1c2a9e-1b2c-4d5e-8f90-123456789abc';

describe('dataset paths', () => {
  it('point at the annotation page and the settings page', () => {
    expect(annotationPath(ID)).toBe(`/dataset/${ID}/annotation-mode`);
    expect(settingsPath(ID)).toBe(`/dataset/${ID}/settings`);
  });
});

describe('datasetBreadcrumbs', () => {
  it('leads from home through the workspace to the dataset on the annotation page', () => {
    expect(datasetBreadcrumbs({ homeLabel: 'Home', datasetId: ID, workspaceName: 'team-a', datasetName: 'Reviews' })).toEqual([
      { label: 'Home', to: '/' },
      { label: 'team-a', to: '/datasets?workspaces=team-a' },
      { label: 'Reviews' },
    ]);
  });

  it('adds the settings crumb on the settings page, and the dataset crumb then links back to the dataset', () => {
    const crumbs = datasetBreadcrumbs({ homeLabel: 'Home', datasetId: ID, workspaceName: 'team-a', datasetName: 'Reviews', settingsLabel: 'Settings' });
    expect(crumbs).toEqual([
      { label: 'Home', to: '/' },
      { label: 'team-a', to: '/datasets?workspaces=team-a' },
      { label: 'Reviews', to: `/dataset/${ID}/annotation-mode` },
      { label: 'Settings' },
    ]);
  });

  it('leaves out what is not known yet rather than showing an empty crumb', () => {
    expect(datasetBreadcrumbs({ homeLabel: 'Home' })).toEqual([{ label: 'Home', to: '/' }]);
    expect(datasetBreadcrumbs({ homeLabel: 'Home', datasetName: 'Reviews' })).toEqual([{ label: 'Home', to: '/' }, { label: 'Reviews' }]);
  });
});
