import { Unprocessable } from '../../domain/errors.js';

/** Which relationships a list or search answers with. `vectors` null: none; 'all'; or some names. */
export interface Inclusion {
  responses: boolean;
  suggestions: boolean;
  vectors: 'all' | string[] | null;
}

export const INCLUDE_ALL: Inclusion = { responses: true, suggestions: true, vectors: 'all' };
export const INCLUDE_NONE: Inclusion = { responses: false, suggestions: false, vectors: null };

const MALFORMED = "'include' query parameter must be of the form 'key1,key2,key3' or 'key:value1,value2,value3'";

/** Reads `include=responses&include=suggestions,vectors:a,b` in any of its forms. */
export function parseInclude(raw: string | string[] | undefined): Inclusion {
  const inclusion: Inclusion = { responses: false, suggestions: false, vectors: null };
  let allVectors = false;
  let namedVectors: string[] | null = null;
  for (const value of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
    if (value.includes(':')) {
      const [key, names, ...rest] = value.split(':');
      const list = (names ?? '').split(',').map((name) => name.trim()).filter(Boolean);
      if (key.trim() !== 'vectors' || rest.length > 0 || list.length === 0) throw new Unprocessable(MALFORMED);
      namedVectors = [...(namedVectors ?? []), ...list];
      continue;
    }
    for (const key of value.split(',').map((part) => part.trim()).filter(Boolean)) {
      if (key === 'responses') inclusion.responses = true;
      else if (key === 'suggestions') inclusion.suggestions = true;
      else if (key === 'vectors') allVectors = true;
      else throw new Unprocessable(MALFORMED);
    }
  }
  if (allVectors && namedVectors) throw new Unprocessable("'include' cannot ask for all vectors and for named vectors at once");
  inclusion.vectors = allVectors ? 'all' : namedVectors;
  return inclusion;
}
