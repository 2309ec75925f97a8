import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { CACHE } from '../shared/api/cache';
import { HttpError } from '../shared/api/errors';
import { setUpI18n } from '../shared/i18n/setup';
import { installChunkReloadGuard } from '../shared/network/chunk-reload';
import { ThemeProvider } from '../shared/theme/ThemeProvider';
import { installHttpFeedback } from './http-feedback';
import { messageBundles } from './i18n';
import { prefetchAnnotationPage } from '../features/dataset/prefetch';
import { createAppRouter, preloadPageOf } from './router';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE.default,
        // A 4xx will not change by asking again; network hiccups and 5xx get one more try.
        retry: (failures, error) => failures < 1 && !(error instanceof HttpError && error.status < 500),
        refetchOnWindowFocus: true,
      },
    },
  });
}

export function App() {
  const [{ queryClient, i18n, router }] = useState(() => {
    const instance = setUpI18n(messageBundles);
    const appRouter = createAppRouter();
    installHttpFeedback(instance, (path) => void appRouter.navigate(path, { replace: true }));
    installChunkReloadGuard();
    const queryClient = createQueryClient();
    // The first page's code and data are asked for together, before the router renders it.
    preloadPageOf(window.location.pathname);
    prefetchAnnotationPage(queryClient, window.location);
    return { queryClient, i18n: instance, router: appRouter };
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
