import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiClient } from './client.js';

export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

export interface MadeUser {
  id: string;
  username: string;
  role: 'owner' | 'admin' | 'annotator';
  apiKey: string;
  password: string;
  api: ApiClient;
}

export interface Cast {
  workspace: { id: string; name: string };
  elsewhere: { id: string; name: string };
  admin: MadeUser;
  annotator: MadeUser;
  outsiderAdmin: MadeUser;
  outsiderAnnotator: MadeUser;
}

/**
 * Seeds data through the real API as the owner. Each maker creates the parents it needs when none is
 * given: a dataset gets a workspace, a question gets a dataset, a published dataset gets a field and a
 * required question.
 */
export class Factory {
  constructor(private readonly owner: ApiClient) {}

  private async created<T = any>(response: Promise<{ status: number; body: T }>, status = 201): Promise<T> {
    const { status: actual, body } = await response;
    expect(actual, JSON.stringify(body)).toBe(status);
    return body;
  }

  async workspace(name = unique('ws')): Promise<{ id: string; name: string }> {
    return this.created(this.owner.post('/api/v1/workspaces', { name }));
  }

  async user(
    role: MadeUser['role'] = 'annotator',
    options: { workspaces?: { id: string }[]; username?: string; id?: string } = {},
  ): Promise<MadeUser> {
    const password = 'password-1234';
    const username = options.username ?? unique(role);
    const user = await this.created<any>(this.owner.post('/api/v1/users', { id: options.id, username, first_name: username, role, password }));
    for (const workspace of options.workspaces ?? []) {
      await this.created(this.owner.post(`/api/v1/workspaces/${workspace.id}/users`, { user_id: user.id }));
    }
    return { id: user.id, username, role, apiKey: user.api_key, password, api: this.owner.as({ apiKey: user.api_key }) };
  }

  /**
   * The people most route tests need: a workspace with an admin and an annotator as members, and an admin
   * and an annotator of another workspace only.
   */
  async cast(): Promise<Cast> {
    const workspace = await this.workspace();
    const elsewhere = await this.workspace();
    return {
      workspace,
      elsewhere,
      admin: await this.user('admin', { workspaces: [workspace] }),
      annotator: await this.user('annotator', { workspaces: [workspace] }),
      outsiderAdmin: await this.user('admin', { workspaces: [elsewhere] }),
      outsiderAnnotator: await this.user('annotator', { workspaces: [elsewhere] }),
    };
  }

  async dataset(options: { workspace?: { id: string }; name?: string; published?: boolean } = {}): Promise<any> {
    const workspace = options.workspace ?? (await this.workspace());
    const dataset = await this.created<any>(
      this.owner.post('/api/v1/datasets', { name: options.name ?? unique('dataset'), workspace_id: workspace.id }),
    );
    if (!options.published) return dataset;
    await this.field(dataset);
    await this.question(dataset);
    return this.created(this.owner.put(`/api/v1/datasets/${dataset.id}/publish`), 200);
  }

  async field(dataset?: { id: string }, body: Record<string, unknown> = {}): Promise<any> {
    const target = dataset ?? (await this.dataset());
    return this.created(
      this.owner.post(`/api/v1/datasets/${target.id}/fields`, {
        name: unique('field'),
        title: 'A field',
        required: true,
        settings: { type: 'text' },
        ...body,
      }),
    );
  }

  async question(dataset?: { id: string }, body: Record<string, unknown> = {}): Promise<any> {
    const target = dataset ?? (await this.dataset());
    return this.created(
      this.owner.post(`/api/v1/datasets/${target.id}/questions`, {
        name: unique('question'),
        title: 'A question',
        required: true,
        settings: { type: 'label_selection', options: [{ value: 'yes', text: 'Yes' }, { value: 'no', text: 'No' }] },
        ...body,
      }),
    );
  }

  async metadataProperty(dataset?: { id: string }, body: Record<string, unknown> = {}): Promise<any> {
    const target = dataset ?? (await this.dataset());
    return this.created(
      this.owner.post(`/api/v1/datasets/${target.id}/metadata-properties`, {
        name: unique('meta'),
        title: 'A property',
        settings: { type: 'terms', values: ['a', 'b'] },
        ...body,
      }),
    );
  }

  async vectorSettings(dataset?: { id: string }, body: Record<string, unknown> = {}): Promise<any> {
    const target = dataset ?? (await this.dataset());
    return this.created(
      this.owner.post(`/api/v1/datasets/${target.id}/vectors-settings`, {
        name: unique('vector'),
        title: 'A vector',
        dimensions: 4,
        ...body,
      }),
    );
  }
}
