/*
 * The subset of Handlebars that custom-field templates use, written here so no template compiler
 * ships with the page. It only builds a string: the result is shown inside the sandboxed frame, so
 * even `{{{raw}}}` output cannot reach the page. Supported:
 *
 *   {{path}}  escaped value     {{{path}}}  raw value       {{json path}}  pretty-printed JSON
 *   {{#each path}}…{{else}}…{{/each}}   with this, @index, @key, @first, @last
 *   {{#if path}}…{{else}}…{{/if}}   {{#unless path}}…{{/unless}}   {{#with path}}…{{/with}}
 *   {{! comment }}  {{!-- comment --}}  \{{ literal  {{~ and ~}} whitespace control
 *
 * Paths as in Handlebars: `a.b`, `a/b`, `this`, `this.a`, `../a` (the enclosing context),
 * `@root.a`, `[any key]`. A missing path renders nothing. Truthiness is Handlebars': false, null,
 * undefined, '', 0 and [] are false.
 */

export class TemplateError extends Error {
  override name = 'TemplateError';
}

type Expression = { helper: 'json' | null; path: string };

type TemplateNode =
  | { kind: 'text'; text: string }
  | { kind: 'value'; expression: Expression; raw: boolean }
  | { kind: 'block'; name: BlockName; path: string; body: TemplateNode[]; inverse: TemplateNode[] };

const BLOCKS = ['each', 'if', 'unless', 'with'] as const;
type BlockName = (typeof BLOCKS)[number];

interface Frame {
  context: unknown;
  data: Readonly<Record<string, unknown>>;
}

/** Parses once; the returned function renders the template for any context. */
export function compileTemplate(source: string): (context: unknown) => string {
  const nodes = parse(source);
  return (context) => renderNodes(nodes, [{ context, data: {} }], context);
}

export function renderTemplate(source: string, context: unknown): string {
  return compileTemplate(source)(context);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`=]/g, (char) => ESCAPES[char]!);
}

/** As Handlebars prints a value: nothing for null and undefined, `String(value)` otherwise. */
function stringify(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

function isTruthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

// ---------------------------------------------------------------------------------------------
// Tokens

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'tag'; body: string; raw: boolean; at: number; stripBefore: boolean; stripAfter: boolean };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  let index = 0;
  const pushText = () => {
    if (text) tokens.push({ kind: 'text', text });
    text = '';
  };

  while (index < source.length) {
    const open = source.indexOf('{{', index);
    if (open === -1) {
      text += source.slice(index);
      break;
    }
    // `\{{` prints the braces as written.
    if (open > 0 && source[open - 1] === '\\') {
      text += source.slice(index, open - 1) + '{{';
      index = open + 2;
      continue;
    }
    text += source.slice(index, open);

    let cursor = open + 2;
    const stripBefore = source[cursor] === '~';
    if (stripBefore) cursor += 1;

    if (source.startsWith('!--', cursor)) {
      const end = /--(~?)\}\}/.exec(source.slice(cursor + 3));
      if (!end) throw new TemplateError(`Unclosed comment at position ${open}`);
      if (stripBefore) text = text.trimEnd();
      index = cursor + 3 + end.index + end[0].length;
      if (end[1]) index = skipWhitespace(source, index);
      continue;
    }

    const raw = source[cursor] === '{';
    const closer = raw ? '}}}' : '}}';
    const close = source.indexOf(closer, cursor);
    if (close === -1) throw new TemplateError(`Unclosed {{ at position ${open}`);
    let body = source.slice(raw ? cursor + 1 : cursor, close);
    const stripAfter = body.endsWith('~');
    if (stripAfter) body = body.slice(0, -1);
    index = close + closer.length;

    if (stripBefore) text = text.trimEnd();
    pushText();
    if (body.trimStart().startsWith('!')) {
      // a `{{! comment }}` leaves nothing
    } else {
      tokens.push({ kind: 'tag', body: body.trim(), raw, at: open, stripBefore, stripAfter });
    }
    if (stripAfter) index = skipWhitespace(source, index);
  }
  pushText();
  return tokens;
}

function skipWhitespace(source: string, index: number): number {
  while (index < source.length && /\s/.test(source[index]!)) index += 1;
  return index;
}

// ---------------------------------------------------------------------------------------------
// Tree

interface OpenBlock {
  name: BlockName;
  path: string;
  at: number;
  body: TemplateNode[];
  inverse: TemplateNode[];
  inElse: boolean;
}

function parse(source: string): TemplateNode[] {
  const root: TemplateNode[] = [];
  const stack: OpenBlock[] = [];
  const target = () => {
    const top = stack.at(-1);
    if (!top) return root;
    return top.inElse ? top.inverse : top.body;
  };

  for (const token of tokenize(source)) {
    if (token.kind === 'text') {
      target().push(token);
      continue;
    }
    const { body, at } = token;
    if (body.startsWith('#')) {
      const [name = '', ...args] = words(body.slice(1));
      if (!(BLOCKS as readonly string[]).includes(name)) throw new TemplateError(`Unknown block {{#${name}}} at position ${at}`);
      if (args.length !== 1) throw new TemplateError(`{{#${name}}} needs one path, at position ${at}`);
      stack.push({ name: name as BlockName, path: args[0]!, at, body: [], inverse: [], inElse: false });
    } else if (body.startsWith('/')) {
      const name = body.slice(1).trim();
      const open = stack.pop();
      if (!open) throw new TemplateError(`{{/${name}}} closes nothing, at position ${at}`);
      if (open.name !== name) throw new TemplateError(`{{/${name}}} closes {{#${open.name}}}, at position ${at}`);
      target().push({ kind: 'block', name: open.name, path: open.path, body: open.body, inverse: open.inverse });
    } else if (body === 'else' || body === '^') {
      const open = stack.at(-1);
      if (!open || open.inElse) throw new TemplateError(`{{else}} outside a block, at position ${at}`);
      open.inElse = true;
    } else {
      target().push({ kind: 'value', expression: parseExpression(body, at), raw: token.raw });
    }
  }

  const unclosed = stack.at(-1);
  if (unclosed) throw new TemplateError(`{{#${unclosed.name}}} at position ${unclosed.at} is never closed`);
  return root;
}

function parseExpression(body: string, at: number): Expression {
  const parts = words(body);
  if (parts.length === 1) return { helper: null, path: parts[0]! };
  if (parts.length === 2 && parts[0] === 'json') return { helper: 'json', path: parts[1]! };
  throw new TemplateError(`Unknown helper {{${body}}} at position ${at}`);
}

/** The words of a tag, where a `[bracketed key]` may hold spaces. */
function words(body: string): string[] {
  return body.match(/(?:\[[^\]]*\]|[^\s[])+/g) ?? [];
}

// ---------------------------------------------------------------------------------------------
// Rendering

function renderNodes(nodes: readonly TemplateNode[], frames: readonly Frame[], root: unknown): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') {
      out += node.text;
    } else if (node.kind === 'value') {
      const value = lookup(node.expression.path, frames, root);
      const text = node.expression.helper === 'json' ? toJson(value) : stringify(value);
      out += node.raw ? text : escapeHtml(text);
    } else {
      out += renderBlock(node, frames, root);
    }
  }
  return out;
}

function renderBlock(node: Extract<TemplateNode, { kind: 'block' }>, frames: readonly Frame[], root: unknown): string {
  const value = lookup(node.path, frames, root);
  const current = frames.at(-1)!;
  const inverse = () => renderNodes(node.inverse, frames, root);

  switch (node.name) {
    case 'if':
      return isTruthy(value) ? renderNodes(node.body, frames, root) : inverse();
    case 'unless':
      return isTruthy(value) ? inverse() : renderNodes(node.body, frames, root);
    case 'with':
      return isTruthy(value) ? renderNodes(node.body, [...frames, { context: value, data: current.data }], root) : inverse();
    case 'each': {
      const entries = eachEntries(value);
      if (entries.length === 0) return inverse();
      return entries
        .map(([key, item], index) =>
          renderNodes(
            node.body,
            [
              ...frames,
              {
                context: item,
                data: {
                  index,
                  key,
                  first: index === 0,
                  last: index === entries.length - 1,
                },
              },
            ],
            root,
          ),
        )
        .join('');
    }
  }
}

function eachEntries(value: unknown): [string | number, unknown][] {
  if (Array.isArray(value)) return value.map((item, index) => [index, item]);
  if (value !== null && typeof value === 'object') return Object.entries(value);
  return [];
}

function toJson(value: unknown): string {
  if (value === undefined) return '';
  try {
    return JSON.stringify(value, null, 2) ?? '';
  } catch {
    return '';
  }
}

/** Splits `a.b/[c d].e` into its keys. */
function pathSegments(path: string): string[] {
  const segments: string[] = [];
  const pattern = /\[([^\]]*)\]|([^./[\]]+)/g;
  for (const match of path.matchAll(pattern)) segments.push(match[1] ?? match[2]!);
  return segments;
}

function lookup(path: string, frames: readonly Frame[], root: unknown): unknown {
  let rest = path;
  let depth = frames.length - 1;

  if (rest.startsWith('@')) {
    const [name = '', ...more] = pathSegments(rest.slice(1));
    if (name === 'root') return walk(root, more);
    return walk(frames[depth]!.data[name], more);
  }
  while (rest.startsWith('../')) {
    depth = Math.max(0, depth - 1);
    rest = rest.slice(3);
  }
  if (rest === '..') return frames[Math.max(0, depth - 1)]!.context;

  const segments = pathSegments(rest);
  if (segments[0] === 'this' || rest === '.' || rest.startsWith('./')) {
    return walk(frames[depth]!.context, segments[0] === 'this' ? segments.slice(1) : segments);
  }
  return walk(frames[depth]!.context, segments);
}

function walk(start: unknown, segments: readonly string[]): unknown {
  let value = start;
  for (const segment of segments) {
    if (value === null || value === undefined) return undefined;
    // Own properties only: a template never reaches `constructor` or `__proto__`.
    const holder = Object(value) as Record<string, unknown>;
    if (!Object.hasOwn(holder, segment)) return undefined;
    value = holder[segment];
  }
  return value;
}
