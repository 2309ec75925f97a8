import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DetailError, type Endpoint, buildOpenApiDocument, endpoints } from '../src/index.js';

/** What the generated document says of bodies that are too large, against the endpoint table it is made from. */
const document = buildOpenApiDocument('test') as { paths: Record<string, Record<string, any>> };
const operations = Object.entries(endpoints as Record<string, Endpoint>).map(([name, definition]) => ({
  name,
  definition,
  operation: document.paths[definition.path][definition.method.toLowerCase()],
}));

describe('413 in the OpenAPI document', () => {
  it('is listed by every operation with a request body, and only by those', () => {
    const withBody = operations.filter(({ operation }) => operation.requestBody);
    expect(withBody.map(({ name }) => name).sort()).toEqual(operations.filter(({ definition }) => definition.body).map(({ name }) => name).sort());
    for (const { name, operation } of operations) expect(operation.responses['413'] !== undefined, name).toBe(operation.requestBody !== undefined);
  });

  it('has the body the server answers with, {"detail": <text>}, as JSON', () => {
    const { $schema: _ignored, ...detail } = z.toJSONSchema(DetailError, { io: 'output' }) as Record<string, unknown>;
    for (const { name, operation } of operations.filter(({ operation }) => operation.requestBody)) {
      expect(operation.responses['413'], name).toEqual({ description: expect.any(String), content: { 'application/json': { schema: detail } } });
    }
    expect(detail).toEqual({ type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'], additionalProperties: false });
  });
});
