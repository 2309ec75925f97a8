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
  // A body can come with any method but GET (whose body the server never reads), declared or not.
  const carriesBody = ({ definition }: (typeof operations)[number]) => definition.method !== 'GET';

  it('is listed by every operation a body can be sent to, and only by those', () => {
    const withBody = operations.filter(({ operation }) => operation.requestBody);
    // A JSON body, or a file uploaded as the body itself.
    expect(withBody.map(({ name }) => name).sort()).toEqual(operations.filter(({ definition }) => definition.body || definition.upload).map(({ name }) => name).sort());
    expect(withBody.every(carriesBody)).toBe(true);
    for (const entry of operations) expect(entry.operation.responses['413'] !== undefined, entry.name).toBe(carriesBody(entry));
    for (const entry of operations.filter(carriesBody)) expect(entry.operation.responses['415'], entry.name).toBeDefined();
  });

  it('has the body the server answers with, {"detail": <text>}, as JSON', () => {
    const { $schema: _ignored, ...detail } = z.toJSONSchema(DetailError, { io: 'output' }) as Record<string, unknown>;
    for (const { name, operation } of operations.filter(carriesBody)) {
      expect(operation.responses['413'], name).toEqual({ description: expect.any(String), content: { 'application/json': { schema: detail } } });
    }
    expect(detail).toEqual({ type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'], additionalProperties: false });
  });
});
