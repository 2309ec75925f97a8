import { endpoint } from './endpoint.js';
import {
  Webhook,
  WebhookCreate,
  WebhookDeliveries,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookDeliveryParams,
  WebhookParams,
  WebhookUpdate,
  Webhooks,
} from './schemas/webhooks.js';

const V1 = '/api/v1';

/** Webhooks as Argilla 2.x serves them (owners only), and their delivery log (a Gloss extension). */
export const webhookEndpoints = {
  listWebhooks: endpoint({
    method: 'GET', path: `${V1}/webhooks`, tag: 'webhooks', auth: true,
    summary: 'List the webhooks (owner)', responses: { 200: Webhooks },
  }),
  createWebhook: endpoint({
    method: 'POST', path: `${V1}/webhooks`, tag: 'webhooks', auth: true,
    summary: 'Create a webhook; its secret is generated (owner)', body: WebhookCreate, responses: { 201: Webhook },
  }),
  updateWebhook: endpoint({
    method: 'PATCH', path: `${V1}/webhooks/{webhook_id}`, tag: 'webhooks', auth: true,
    summary: 'Update a webhook (owner)', params: WebhookParams, body: WebhookUpdate, responses: { 200: Webhook },
  }),
  deleteWebhook: endpoint({
    method: 'DELETE', path: `${V1}/webhooks/{webhook_id}`, tag: 'webhooks', auth: true,
    summary: 'Delete a webhook and its deliveries (owner)', params: WebhookParams, responses: { 200: Webhook },
  }),
  pingWebhook: endpoint({
    method: 'POST', path: `${V1}/webhooks/{webhook_id}/ping`, tag: 'webhooks', auth: true,
    summary: 'Send a test event (`ping`) to a webhook (owner)', params: WebhookParams, responses: { 204: null },
  }),
  listWebhookDeliveries: endpoint({
    method: 'GET', path: `${V1}/webhooks/{webhook_id}/deliveries`, tag: 'webhooks', auth: true,
    summary: "A webhook's latest deliveries, newest first (owner; Gloss extension)", params: WebhookParams,
    query: WebhookDeliveriesQuery, responses: { 200: WebhookDeliveries },
  }),
  redeliverWebhookDelivery: endpoint({
    method: 'POST', path: `${V1}/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver`, tag: 'webhooks', auth: true,
    summary: 'Send a delivery again, now (owner; Gloss extension)', params: WebhookDeliveryParams,
    responses: { 202: WebhookDelivery },
  }),
};
