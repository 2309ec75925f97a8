import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/server.js';

describe('public information calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('GET /api/v1/version answers the version without credentials', async () => {
    const response = await server.api.get('/api/v1/version');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('GET /api/v1/status answers version and search engine to anyone, memory only to the signed-in', async () => {
    const response = await server.api.get('/api/v1/status');
    expect(response.status).toBe(200);
    expect(response.body.search_engine.database).toBe(process.env.GLOSS_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite');
    expect(response.body).not.toHaveProperty('memory');
    for (const credentials of [{ apiKey: 'not-a-key' }, { token: 'not-a-token' }]) {
      const wrong = await server.api.get('/api/v1/status', { as: credentials });
      expect(wrong.status).toBe(200);
      expect(wrong.body).not.toHaveProperty('memory');
    }
    const signedIn = await server.owner.get('/api/v1/status');
    expect(signedIn.body.memory.rss).toMatch(/^\d+M$/);
  });

  it('GET /api/v1/settings answers no hosting-platform section off the platform', async () => {
    const response = await server.api.get('/api/v1/settings');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      argilla: { show_huggingface_space_persistent_storage_warning: null },
      huggingface: null,
    });
  });

  it('GET /api/v1/oauth2/providers answers an empty list when none is configured', async () => {
    const response = await server.api.get('/api/v1/oauth2/providers');
    expect(response).toMatchObject({ status: 200, body: { items: [] } });
    const start = await server.api.get('/api/v1/oauth2/providers/huggingface/authentication', { redirect: 'manual' });
    expect(start.status).toBe(404);
    expect(start.body).toEqual({ detail: "OAuth Provider 'huggingface' not found" });
  });

  it('serves the OpenAPI document and its viewer at /api/v1/docs, and redirects /docs and /api there', async () => {
    const document = await server.api.get('/api/v1/openapi.json');
    expect(document.status).toBe(200);
    expect(document.body.openapi).toBe('3.1.0');
    expect(Object.keys(document.body.paths)).toContain('/api/v1/datasets/{dataset_id}/publish');
    const viewer = await server.api.get('/api/v1/docs');
    expect(viewer.status).toBe(200);
    expect(String(viewer.body)).toContain('<html');
    for (const path of ['/docs', '/api']) {
      const redirect = await server.api.get(path, { redirect: 'manual' });
      expect(redirect.status).toBe(307);
      expect(redirect.headers.get('location')).toBe('/api/v1/docs');
    }
  });
});

describe('on the hosting platform', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      SPACE_ID: 'team/annotations',
      SPACE_TITLE: 'Annotations',
      SPACE_SUBDOMAIN: 'team-annotations',
      SPACE_HOST: 'team-annotations.hf.space',
      SPACE_REPO_NAME: 'annotations',
      SPACE_AUTHOR_NAME: 'team',
      PERSISTANT_STORAGE_ENABLED: 'false',
    });
  });
  afterAll(() => server.close());

  it('GET /api/v1/settings fills the huggingface section and asks for the storage warning', async () => {
    const response = await server.api.get('/api/v1/settings');
    expect(response.body).toEqual({
      argilla: { show_huggingface_space_persistent_storage_warning: true },
      huggingface: {
        space_id: 'team/annotations',
        space_title: 'Annotations',
        space_subdomain: 'team-annotations',
        space_host: 'team-annotations.hf.space',
        space_repo_name: 'annotations',
        space_author_name: 'team',
        space_persistent_storage_enabled: false,
      },
    });
  });
});
