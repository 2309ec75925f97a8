// The little YAML a dataset card's header needs, in the block style PyYAML dumps (`yaml.dump(sort_keys=False)`,
// as huggingface_hub writes card data): mappings one key a line, lists as `- ` items at their key's indentation,
// a mapping in a list with its first key on the dash. Strings are plain when YAML would read them back as the
// same string, else double-quoted (JSON's escapes are YAML's).

export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue };

// Words PyYAML's resolver (YAML 1.1) reads as booleans or null.
const RESERVED = /^(yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL)$/;
const PLAIN = /^[A-Za-z0-9_][A-Za-z0-9_.\-/<>*]*$/;
// What PyYAML's resolver reads as a number (decimal, octal, hex, binary, base 60) or a date, not as a string.
const NOT_A_STRING = [/^[-+]?[0-9][0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9]+)?$/, /^0[xob]/i, /^[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?$/, /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}/];
// Characters JSON leaves as they are but YAML wants escaped: DEL, C1 controls, line and paragraph separators, BOM.
const UNPRINTABLE = /[\u007f-\u009f\u2028\u2029\ufeff]/g;

export function yamlScalar(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (PLAIN.test(value) && !RESERVED.test(value) && !NOT_A_STRING.some((pattern) => pattern.test(value))) return value;
  return JSON.stringify(value).replace(UNPRINTABLE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const isBlock = (value: YamlValue): value is YamlValue[] | { [key: string]: YamlValue } =>
  value !== null && typeof value === 'object' && (Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0);

const emptyOf = (value: YamlValue) => (Array.isArray(value) ? '[]' : '{}');

function lines(value: YamlValue, indent: string): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (!isBlock(item)) return [`${indent}- ${item !== null && typeof item === 'object' ? emptyOf(item) : yamlScalar(item)}`];
      const inner = lines(item, `${indent}  `);
      // A list in a list, or a mapping, starts on the dash line.
      return [`${indent}- ${inner[0].slice(indent.length + 2)}`, ...inner.slice(1)];
    });
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const head = `${indent}${yamlScalar(key)}:`;
      if (!isBlock(item)) return [`${head} ${item !== null && typeof item === 'object' ? emptyOf(item) : yamlScalar(item)}`];
      return [head, ...lines(item, Array.isArray(item) ? indent : `${indent}  `)];
    });
  }
  return [`${indent}${yamlScalar(value)}`];
}

/** A mapping as YAML lines, without a last line break. */
export function toYaml(value: { [key: string]: YamlValue }): string {
  return lines(value, '').join('\n');
}
