import { z } from 'zod';
import type { Endpoint } from './endpoint.js';
import { type EndpointName, endpoints } from './endpoints.js';
import { CodedError, DetailError, ServerError } from './schemas/errors.js';

export const API_TITLE = 'Gloss API';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query' | 'header'): JsonSchema[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function jsonOf(...schemas: z.ZodType[]): JsonSchema {
  const [single] = schemas;
  const schema = schemas.length === 1 ? schemaOf(single, 'output') : { oneOf: schemas.map((each) => schemaOf(each, 'output')) };
  return { 'application/json': { schema } };
}

const errorResponses = {
  401: { description: 'Not signed in, or wrong credentials', content: jsonOf(ServerError) },
  403: { description: 'Not allowed', content: jsonOf(ServerError) },
  404: { description: 'Not found', content: jsonOf(DetailError) },
  409: { description: 'Conflict', content: jsonOf(DetailError) },
  413: { description: 'Request body too large', content: jsonOf(DetailError) },
  415: { description: 'Unsupported request content type, or a compressed body', content: jsonOf(DetailError) },
  422: { description: 'Invalid request or broken business rule', content: jsonOf(ServerError, DetailError, CodedError) },
  412: { description: 'The If-Match header names another version than the current one', content: jsonOf(DetailError) },
  429: { description: 'Too many attempts; wait as long as the Retry-After header says', content: jsonOf(DetailError) },
  503: { description: 'Not available: the server lacks the configuration this needs, or a service it reaches did not answer', content: jsonOf(DetailError) },
};
type ErrorStatus = keyof typeof errorResponses;

/** Statuses some calls answer beyond the general rules of `operationOf`. */
const extraStatuses: Partial<Record<EndpointName, ErrorStatus[]>> = {
  // wrong credentials; sign-in throttling
  createToken: [401, 429],
  // no public address configured, which the provider must send people back to
  startOAuthLogin: [503],
  // the provider refused the code; no public address configured
  finishOAuthLogin: [401, 503],
  // the workspace still has datasets
  deleteWorkspace: [409],
  // the download link is the credential: unknown, used or expired
  downloadRecordsExport: [401],
  // If-Match named an older version of the response: another client changed it since
  updateResponse: [412],
  deleteResponse: [412],
  // the Hugging Face Hub did not answer, or is still converting the dataset
  lookUpHubDataset: [503],
  previewHubSplit: [503],
  importFromHub: [503],
};

function operationOf(name: EndpointName, definition: Endpoint): JsonSchema {
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(definition.responses)) {
    responses[status] = schema
      ? { description: 'Success', content: { 'application/json': { schema: schemaOf(schema, 'output') } } }
      : definition.download
        ? { description: 'The file, streamed', content: Object.fromEntries(definition.download.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) }
        : { description: 'Redirect' };
  }
  const errors = new Set<ErrorStatus>(extraStatuses[name]);
  const add = (...statuses: ErrorStatus[]) => statuses.forEach((status) => errors.add(status));
  if (definition.auth) add(401, 403);
  if (definition.params) add(404);
  if (definition.method !== 'GET' && definition.method !== 'DELETE') add(409);
  // The body parser answers these before any route code runs, also to a body sent where none is expected
  // (the server reads up to 16 KiB of it on any method but GET, whose body it never reads).
  if (definition.body || definition.method !== 'GET') add(413, 415);
  if (definition.params || definition.query || definition.headers || definition.body) add(422);
  // Integer keys keep ascending order in the written document.
  for (const status of errors) responses[status] = errorResponses[status];

  if (definition.upload) add(413, 415, 422);
  const mediaType = definition.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return {
    operationId: name,
    summary: definition.summary,
    tags: [definition.tag],
    ...(definition.auth ? {} : { security: [] }),
    parameters: [...parametersOf(definition.params, 'path'), ...parametersOf(definition.query, 'query'), ...parametersOf(definition.headers, 'header')],
    ...(definition.body
      ? { requestBody: { required: true, content: { [mediaType]: { schema: schemaOf(definition.body, 'input') } } } }
      : definition.upload
        ? { requestBody: { required: true, content: Object.fromEntries(definition.upload.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) } }
        : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the whole API, generated from the contract. */
export function buildOpenApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, definition] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    paths[definition.path] ??= {};
    paths[definition.path][definition.method.toLowerCase()] = operationOf(name, definition);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version,
      description: "Gloss speaks Argilla 2.x's HTTP API, so the official `argilla` Python SDK works against it.",
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Argilla-Api-Key' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    security: [{ apiKey: [] }, { bearer: [] }],
    paths,
  };
}
