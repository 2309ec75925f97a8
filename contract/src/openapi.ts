import { z } from 'zod';
import type { Endpoint } from './endpoint.js';
import { endpoints } from './endpoints.js';
import { DetailError, ServerError } from './schemas/errors.js';

export const API_TITLE = 'Gloss API';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const errorResponses = {
  401: { description: 'Not signed in', content: { 'application/json': { schema: schemaOf(ServerError, 'output') } } },
  403: { description: 'Not allowed', content: { 'application/json': { schema: schemaOf(ServerError, 'output') } } },
  404: { description: 'Not found', content: { 'application/json': { schema: schemaOf(DetailError, 'output') } } },
  409: { description: 'Conflict', content: { 'application/json': { schema: schemaOf(DetailError, 'output') } } },
  422: {
    description: 'Invalid request or broken business rule',
    content: { 'application/json': { schema: { oneOf: [schemaOf(ServerError, 'output'), schemaOf(DetailError, 'output')] } } },
  },
};

function operationOf(name: string, definition: Endpoint): JsonSchema {
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(definition.responses)) {
    responses[status] = schema
      ? { description: 'Success', content: { 'application/json': { schema: schemaOf(schema, 'output') } } }
      : { description: 'Redirect' };
  }
  if (definition.auth) Object.assign(responses, { 401: errorResponses[401], 403: errorResponses[403] });
  if (definition.params) Object.assign(responses, { 404: errorResponses[404] });
  if (definition.method !== 'GET' && definition.method !== 'DELETE') Object.assign(responses, { 409: errorResponses[409] });
  if (definition.params || definition.query || definition.body) Object.assign(responses, { 422: errorResponses[422] });

  const mediaType = definition.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return {
    operationId: name,
    summary: definition.summary,
    tags: [definition.tag],
    ...(definition.auth ? {} : { security: [] }),
    parameters: [...parametersOf(definition.params, 'path'), ...parametersOf(definition.query, 'query')],
    ...(definition.body
      ? { requestBody: { required: true, content: { [mediaType]: { schema: schemaOf(definition.body, 'input') } } } }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the whole API, generated from the contract. */
export function buildOpenApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, definition] of Object.entries(endpoints) as [string, Endpoint][]) {
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
