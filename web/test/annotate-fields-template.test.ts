import { describe, expect, it } from 'vitest';
import { TemplateError, compileTemplate, escapeHtml, renderTemplate } from '../src/features/dataset/annotate/fields/template';

const record = {
  fields: {
    title: 'Cats & <dogs>',
    html: '<b>bold</b>',
    tags: ['a', 'b', 'c'],
    empty: [],
    zero: 0,
    nested: { score: 0.5, label: 'ok' },
    'with space': 'spaced',
  },
  metadata: { source: 'web' },
};

const render = (template: string, context: unknown = { record }) => renderTemplate(template, context);

describe('custom field templates: values', () => {
  it('escapes {{path}} and keeps {{{path}}} as written', () => {
    expect(render('<h1>{{record.fields.title}}</h1>')).toBe('<h1>Cats &amp; &lt;dogs&gt;</h1>');
    expect(render('{{record.fields.html}}')).toBe('&lt;b&gt;bold&lt;/b&gt;');
    expect(render('{{{record.fields.html}}}')).toBe('<b>bold</b>');
    expect(render('{{ record.fields.html }}')).toBe('&lt;b&gt;bold&lt;/b&gt;');
  });

  it('escapes quotes, backticks and equals signs, so values are safe in attributes', () => {
    expect(escapeHtml(`"' \`=`)).toBe('&quot;&#x27; &#x60;&#x3D;');
    expect(render('<a title="{{x}}">', { x: '" onclick="alert(1)' })).toBe('<a title="&quot; onclick&#x3D;&quot;alert(1)">');
  });

  it('renders missing paths as nothing, and never reaches inherited properties', () => {
    expect(render('[{{record.fields.missing}}]')).toBe('[]');
    expect(render('[{{record.fields.missing.deeper.still}}]')).toBe('[]');
    expect(render('[{{nothing}}]', null)).toBe('[]');
    expect(render('[{{record.constructor}}]')).toBe('[]');
    expect(render('[{{record.__proto__}}]')).toBe('[]');
    expect(render('[{{record.fields.title.constructor.name}}]')).toBe('[]');
  });

  it('prints values as Handlebars does: numbers and booleans as text, arrays joined', () => {
    expect(render('{{record.fields.zero}} {{record.fields.tags}} {{flag}}', { record, flag: false })).toBe('0 a,b,c false');
    expect(render('{{record.fields.tags.length}}')).toBe('3');
  });

  it('reads slash paths, [bracketed] keys and array indexes', () => {
    expect(render('{{record/fields/nested/label}}')).toBe('ok');
    expect(render('{{record.fields.[with space]}}')).toBe('spaced');
    expect(render('{{record.fields.tags.[1]}}')).toBe('b');
  });

  it('pretty-prints with the json helper, escaped unless triple-stashed', () => {
    expect(render('{{json record.metadata}}')).toBe('{\n  &quot;source&quot;: &quot;web&quot;\n}');
    expect(render('{{{json record.fields.nested}}}')).toBe('{\n  "score": 0.5,\n  "label": "ok"\n}');
    expect(render('[{{json record.fields.missing}}]')).toBe('[]');
  });
});

describe('custom field templates: blocks', () => {
  it('repeats {{#each}} over arrays with this, @index, @first and @last', () => {
    expect(render('{{#each record.fields.tags}}<li>{{@index}}:{{this}}</li>{{/each}}')).toBe('<li>0:a</li><li>1:b</li><li>2:c</li>');
    expect(render('{{#each record.fields.tags}}{{#if @first}}[{{/if}}{{.}}{{#if @last}}]{{/if}}{{/each}}')).toBe('[abc]');
  });

  it('repeats {{#each}} over objects with @key, and over items with their own fields', () => {
    expect(render('{{#each record.fields.nested}}{{@key}}={{this}};{{/each}}')).toBe('score=0.5;label=ok;');
    const items = { items: [{ name: '<x>' }, { name: 'y' }] };
    expect(render('{{#each items}}{{name}}|{{this.name}} {{/each}}', items)).toBe('&lt;x&gt;|&lt;x&gt; y|y ');
  });

  it('reaches the enclosing context with ../ and the root with @root', () => {
    const context = { label: 'L', items: [{ v: 1 }, { v: 2 }] };
    expect(render('{{#each items}}{{../label}}{{v}}{{@root.label}} {{/each}}', context)).toBe('L1L L2L ');
  });

  it('uses {{else}} for empty or missing lists', () => {
    expect(render('{{#each record.fields.empty}}x{{else}}none{{/each}}')).toBe('none');
    expect(render('{{#each record.fields.missing}}x{{else}}none{{/each}}')).toBe('none');
  });

  it('treats false, 0, empty strings and empty lists as false in {{#if}} and {{#unless}}', () => {
    const context = { t: 'yes', f: false, zero: 0, blank: '', list: [], full: [1] };
    const check = (path: string) => render(`{{#if ${path}}}Y{{else}}N{{/if}}`, context);
    expect(['t', 'f', 'zero', 'blank', 'list', 'full', 'missing'].map(check).join('')).toBe('YNNNNYN');
    expect(render('{{#unless f}}shown{{/unless}}{{#unless t}}hidden{{/unless}}', context)).toBe('shown');
  });

  it('nests blocks and switches context with {{#with}}', () => {
    expect(render('{{#with record.fields.nested}}{{label}}{{#if score}}:{{score}}{{/if}}{{/with}}')).toBe('ok:0.5');
    expect(render('{{#with record.fields.missing}}x{{else}}no{{/with}}')).toBe('no');
  });
});

describe('custom field templates: syntax', () => {
  it('drops comments and honours \\{{ and ~ whitespace control', () => {
    expect(render('a{{! note }}b{{!-- {{#each}} -- still --}}c')).toBe('abc');
    expect(render('\\{{record}}')).toBe('{{record}}');
    expect(render('<ul>\n  {{~#each record.fields.tags~}}\n  <li>{{this}}</li>\n  {{~/each~}}\n</ul>')).toBe(
      '<ul><li>a</li><li>b</li><li>c</li></ul>',
    );
  });

  it('keeps HTML and scripts of the template as written (they run in the sandbox)', () => {
    const template = '<style>p{color:red}</style><script>document.body.dataset.x = record.fields.title</script>';
    expect(render(template)).toBe(template);
  });

  it('reports unclosed, mismatched and unknown blocks and helpers', () => {
    expect(() => render('{{#each items}}x')).toThrow(TemplateError);
    expect(() => render('{{#if a}}x{{/each}}')).toThrow(/closes/);
    expect(() => render('{{/if}}')).toThrow(/closes nothing/);
    expect(() => render('{{#loop items}}{{/loop}}')).toThrow(/Unknown block/);
    expect(() => render('{{upper name}}')).toThrow(/Unknown helper/);
    expect(() => render('{{name')).toThrow(/Unclosed/);
    expect(() => render('{{else}}')).toThrow(/outside a block/);
  });

  it('compiles once and renders many contexts', () => {
    const template = compileTemplate('{{name}}!');
    expect([template({ name: 'a' }), template({ name: 'b' })]).toEqual(['a!', 'b!']);
  });
});
