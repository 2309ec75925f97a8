import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One HTTP operation of the API: where it lives, what it reads and what it answers. */
export interface Endpoint {
  method: HttpMethod;
  /** Full path, OpenAPI style (`/api/v1/users/{user_id}`). */
  path: string;
  summary: string;
  tag: string;
  /** false for the public calls (token, version, status, settings, OAuth). */
  auth: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the operation reads, by lower-case name; any others are ignored. */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** Request body encoding; JSON unless said otherwise. */
  bodyType?: 'json' | 'form';
  /**
   * A bulk write, whose body may be as large as the server's configured maximum; other bodies are held to
   * a smaller limit that fits one entity, so a stray huge body is refused before it is read in full.
   */
  bulkBody?: true;
  /**
   * A question's settings, whose label options may number as many as the server is configured to accept
   * (50,000 by default): the body may be as large as that list, within the bulk writes' maximum.
   */
  optionsBody?: true;
  /**
   * The success answer is a file streamed in one of these media types (a download), not JSON; its
   * response schema is `null`.
   */
  download?: { mediaTypes: readonly string[] };
  /**
   * The body is a file, streamed to the handler unparsed (an upload) in one of these media types, up to the
   * server's upload limit rather than a JSON body's.
   */
  upload?: { mediaTypes: readonly string[] };
  /** Status code to response schema; `null` when the answer has no JSON body (a redirect). */
  responses: Record<number, z.ZodType | null>;
}

export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;
type SuccessStatus<E extends Endpoint> = Extract<keyof E['responses'], 200 | 201 | 202 | 204 | 303>;

export type EndpointParams<E extends Endpoint> = SchemaOutput<E['params']>;
export type EndpointQuery<E extends Endpoint> = SchemaOutput<E['query']>;
export type EndpointBody<E extends Endpoint> = SchemaOutput<E['body']>;
export type EndpointHeaders<E extends Endpoint> = SchemaOutput<E['headers']>;
export type EndpointResponse<E extends Endpoint> = E['responses'][SuccessStatus<E>] extends infer S
  ? S extends z.ZodType
    ? z.input<S>
    : undefined
  : never;
