import {
  type AnswerValue,
  type Endpoint,
  type EndpointResponse,
  type ResponseStatus,
  type Role,
  endpoints,
} from '@gloss/contract';
import type { z } from 'zod';
import { sharedServer } from './shared-server';

/** Who a call is made as: an API key (header `X-Argilla-Api-Key`), a bearer token, or nobody. */
export type Credentials = { apiKey: string } | { token: string } | null;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
/** The parts of a request an endpoint takes, typed from the contract's schemas. */
export type CallParts<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: Input<E['params']> } : unknown) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : unknown) & {
    query?: Record<string, string | number | boolean | string[]>;
  };

/** What every seeded dataset holds: one text field and one label question (both required). */
export const SEEDED_FIELD = 'text';
export const SEEDED_QUESTION = 'label';
export const SEEDED_LABELS = ['positive', 'negative', 'neutral'] as const;

/**
 * Seeds data through the real API, typed by the contract's endpoint table. Every call throws unless the
 * server answers the endpoint's success status, naming the call, the status and the body.
 */
export class GlossApi {
  constructor(
    readonly baseUrl: string,
    readonly credentials: Credentials = null,
  ) {}

  /** The shared server's API, as its owner. */
  static asOwner(): GlossApi {
    const { baseUrl, owner } = sharedServer();
    return new GlossApi(baseUrl, { apiKey: owner.apiKey });
  }

  as(credentials: Credentials): GlossApi {
    return new GlossApi(this.baseUrl, credentials);
  }

  async call<E extends Endpoint>(endpoint: E, parts: CallParts<E>): Promise<EndpointResponse<E>> {
    const { params, body, query } = parts as { params?: Record<string, string>; body?: unknown; query?: CallParts<E>['query'] };
    const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params?.[name])));
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.credentials && 'apiKey' in this.credentials) headers['X-Argilla-Api-Key'] = this.credentials.apiKey;
    if (this.credentials && 'token' in this.credentials) headers.Authorization = `Bearer ${this.credentials.token}`;
    let payload: string | undefined;
    if (body !== undefined && endpoint.bodyType === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body as Record<string, string>).toString();
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(url, { method: endpoint.method, headers, body: payload });
    const text = await response.text();
    const successes = Object.keys(endpoint.responses).map(Number).filter((status) => status < 300);
    if (!successes.includes(response.status)) {
      throw new Error(`${endpoint.method} ${url.pathname} answered ${response.status}: ${text.slice(0, 500)}`);
    }
    return (text ? JSON.parse(text) : undefined) as EndpointResponse<E>;
  }

  createUser(user: { username: string; password: string; role: Role; firstName?: string }) {
    const body = { username: user.username, password: user.password, role: user.role, first_name: user.firstName ?? user.username };
    return this.call(endpoints.createUser, { body });
  }

  createWorkspace(name: string) {
    return this.call(endpoints.createWorkspace, { body: { name } });
  }

  addWorkspaceMember(workspaceId: string, userId: string) {
    return this.call(endpoints.addWorkspaceUser, { params: { workspace_id: workspaceId }, body: { user_id: userId } });
  }

  /** A draft dataset with the seeded text field and label question; publish it to add records. */
  async createDataset(workspaceId: string, name: string, options: { guidelines?: string; minSubmitted?: number } = {}) {
    const dataset = await this.call(endpoints.createDataset, {
      body: {
        name,
        workspace_id: workspaceId,
        guidelines: options.guidelines,
        distribution: options.minSubmitted ? { strategy: 'overlap', min_submitted: options.minSubmitted } : undefined,
      },
    });
    const params = { dataset_id: dataset.id };
    const field = await this.call(endpoints.createField, {
      params,
      body: { name: SEEDED_FIELD, title: 'Text', required: true, settings: { type: 'text' } },
    });
    const question = await this.call(endpoints.createQuestion, {
      params,
      body: {
        name: SEEDED_QUESTION,
        title: 'Label',
        required: true,
        settings: { type: 'label_selection', options: SEEDED_LABELS.map((value) => ({ value, text: value })) },
      },
    });
    return { dataset, field, question };
  }

  publish(datasetId: string) {
    return this.call(endpoints.publishDataset, { params: { dataset_id: datasetId } });
  }

  /** Adds records to a published seeded dataset: `count` numbered texts, or the texts given. */
  async addRecords(datasetId: string, records: number | string[]) {
    const texts = typeof records === 'number' ? Array.from({ length: records }, (_, i) => `Record number ${i + 1}`) : records;
    const result = await this.call(endpoints.createRecords, {
      params: { dataset_id: datasetId },
      body: { items: texts.map((text) => ({ fields: { [SEEDED_FIELD]: text } })) },
    });
    return result.items;
  }

  /** Answers a record as the user these credentials belong to; values by question name. */
  submitResponse(recordId: string, values: Record<string, AnswerValue>, status: ResponseStatus = 'submitted') {
    const wrapped = Object.fromEntries(Object.entries(values).map(([question, value]) => [question, { value }]));
    return this.call(endpoints.createResponse, { params: { record_id: recordId }, body: { values: wrapped, status } });
  }

  listRecords(datasetId: string, limit = 100) {
    return this.call(endpoints.listRecords, { params: { dataset_id: datasetId }, query: { limit } });
  }

  getProgress(datasetId: string) {
    return this.call(endpoints.getDatasetProgress, { params: { dataset_id: datasetId } });
  }

  getMyMetrics(datasetId: string) {
    return this.call(endpoints.getMyMetrics, { params: { dataset_id: datasetId } });
  }

  me() {
    return this.call(endpoints.getMe, {});
  }
}

/** A bearer token for a user, from their username and password (the sign-in form's call). */
export async function tokenFor(username: string, password: string, baseUrl = sharedServer().baseUrl): Promise<string> {
  const { access_token } = await new GlossApi(baseUrl).call(endpoints.createToken, { body: { username, password } });
  return access_token;
}
