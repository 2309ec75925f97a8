import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { currentUserQuery } from '../../shared/auth/queries';
import { isSignedIn } from '../../shared/auth/session';
import { startEarlySearch } from './annotate/queue/early-search';
import { datasetQuery, fieldsQuery, metadataPropertiesQuery, questionsQuery, vectorsSettingsQuery } from './queries';

const ANNOTATION_PATH = '/dataset/:id/annotation-mode';

/**
 * Asks for what the annotation page needs before it can show a record (the person, the dataset, its
 * settings lists, and its first records when it can) as soon as the app starts on that page: otherwise
 * these calls wait for the page's code to download and render, and the first record is drawn a few
 * hundred milliseconds later. The page reads the same queries (and takes the early records), so nothing
 * is asked twice; an error is shown by the page as usual.
 */
export function prefetchAnnotationPage(queryClient: QueryClient, { pathname, search }: { pathname: string; search: string }): void {
  const datasetId = matchPath(ANNOTATION_PATH, pathname)?.params.id;
  if (!datasetId || !isSignedIn()) return;
  void queryClient.prefetchQuery(currentUserQuery());
  void queryClient.prefetchQuery(datasetQuery(datasetId));
  void queryClient.prefetchQuery(fieldsQuery(datasetId));
  void queryClient.prefetchQuery(questionsQuery(datasetId));
  void queryClient.prefetchQuery(metadataPropertiesQuery(datasetId));
  void queryClient.prefetchQuery(vectorsSettingsQuery(datasetId));
  startEarlySearch(datasetId, search);
}
