import type { Webhook, WebhookDelivery } from '@gloss/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE } from '../../shared/api/cache';
import { createWebhook, deleteWebhook, fetchDeliveries, fetchWebhooks, pingWebhook, redeliver, updateWebhook } from './api';
import { DELIVERIES_SHOWN, refreshInterval, withDelivery } from './deliveries';
import type { WebhookBody } from './webhook-form';

export const webhooksKeys = {
  all: ['webhooks'] as const,
  deliveries: (webhookId: string) => ['webhooks', webhookId, 'deliveries'] as const,
};

export function useWebhooks(enabled: boolean) {
  return useQuery({ queryKey: webhooksKeys.all, queryFn: ({ signal }) => fetchWebhooks(signal), staleTime: CACHE.default, enabled });
}

function deliveriesQuery(webhookId: string) {
  return {
    queryKey: webhooksKeys.deliveries(webhookId),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchDeliveries(webhookId, DELIVERIES_SHOWN, signal),
    staleTime: CACHE.default,
  };
}

/** The newest deliveries of one webhook, read again every couple of seconds while any is pending. */
export function useDeliveries(webhookId: string) {
  return useQuery({ ...deliveriesQuery(webhookId), refetchInterval: (query) => refreshInterval(query.state.data) });
}

/**
 * Sends the test event and answers the deliveries the log held just before, so the test's own delivery
 * can be told from earlier ones once the log is read again (the ping answers 204 and nothing else).
 */
export function useSendTestEvent(webhookId: string) {
  const queryClient = useQueryClient();
  const ping = usePingWebhook(webhookId);
  const send = async (): Promise<ReadonlySet<string>> => {
    let before: readonly WebhookDelivery[] = [];
    try {
      before = await queryClient.ensureQueryData(deliveriesQuery(webhookId));
    } catch {
      // The log could not be read: every ping in it will be new to the test, and the newest is its own.
    }
    await ping.mutateAsync();
    return new Set(before.map((delivery) => delivery.id));
  };
  return { send, sending: ping.isPending };
}

/** The list with one webhook replaced (or dropped), so the page follows a write without waiting for the read. */
function replaceInList(queryClient: ReturnType<typeof useQueryClient>, id: string, next: Webhook | null) {
  queryClient.setQueryData<Webhook[]>(webhooksKeys.all, (list) =>
    list && (next ? list.map((webhook) => (webhook.id === id ? next : webhook)) : list.filter((webhook) => webhook.id !== id)),
  );
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookBody) => createWebhook(body),
    onSuccess: (webhook) => queryClient.setQueryData<Webhook[]>(webhooksKeys.all, (list) => list && [...list, webhook]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all, exact: true }),
  });
}

export function useUpdateWebhook(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<WebhookBody> & { enabled?: boolean }) => updateWebhook(webhookId, body),
    onSuccess: (webhook) => replaceInList(queryClient, webhookId, webhook),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all, exact: true }),
  });
}

export function useDeleteWebhook(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteWebhook(webhookId),
    onSuccess: () => {
      replaceInList(queryClient, webhookId, null);
      queryClient.removeQueries({ queryKey: webhooksKeys.deliveries(webhookId), exact: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all, exact: true }),
  });
}

/** The test event is logged as a delivery: the log is read again, and refreshes itself while it is pending. */
export function usePingWebhook(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => pingWebhook(webhookId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.deliveries(webhookId), exact: true }),
  });
}

export function useRedeliver(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => redeliver(webhookId, deliveryId),
    onSuccess: (delivery) =>
      queryClient.setQueryData<WebhookDelivery[]>(webhooksKeys.deliveries(webhookId), (list) => list && withDelivery(list, delivery)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.deliveries(webhookId), exact: true }),
  });
}
