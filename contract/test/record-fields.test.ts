import { describe, expect, it } from 'vitest';
import { validateRecordFields } from '../src/index.js';
import { field } from './fixtures.js';

const text = [field('prompt', 'text', true), field('context', 'text')];

describe('validateRecordFields: presence', () => {
  it('accepts required fields with values and optional ones left out or null', () => {
    expect(validateRecordFields(text, { prompt: 'hi' })).toBeNull();
    expect(validateRecordFields(text, { prompt: 'hi', context: null })).toBeNull();
    expect(validateRecordFields(text, { prompt: '', context: 'ctx' })).toBeNull();
  });

  it('needs every required field present and not null', () => {
    const message = "missing required value for field: 'prompt'";
    expect(validateRecordFields(text, { context: 'ctx' })).toBe(message);
    expect(validateRecordFields(text, { prompt: null })).toBe(message);
    expect(validateRecordFields(text, {})).toBe(message);
    expect(validateRecordFields(text, null)).toBe(message);
    expect(validateRecordFields(text, undefined)).toBe(message);
  });

  it('accepts an empty object when no field is required', () => {
    expect(validateRecordFields([field('context', 'text')], {})).toBeNull();
  });

  it('names every key that is not a field, in the order given', () => {
    expect(validateRecordFields(text, { prompt: 'hi', zeta: 1, alpha: 2 })).toBe(
      "found fields values for non configured fields: ['zeta', 'alpha']",
    );
  });

  it('reports a missing required field before unknown keys, and both before bad values', () => {
    expect(validateRecordFields(text, { zeta: 1, context: 3 })).toBe("missing required value for field: 'prompt'");
    expect(validateRecordFields(text, { prompt: 3, zeta: 1 })).toBe("found fields values for non configured fields: ['zeta']");
  });

  it('does not take inherited keys for values', () => {
    expect(validateRecordFields([field('constructor', 'text', true)], {})).toBe("missing required value for field: 'constructor'");
  });
});

describe('validateRecordFields: text fields', () => {
  it('need a string', () => {
    expect(validateRecordFields(text, { prompt: 3 })).toBe("text field 'prompt' value must be a string, found an integer");
    expect(validateRecordFields(text, { prompt: 'x', context: ['a'] })).toBe(
      "text field 'context' value must be a string, found a list",
    );
  });
});

describe('validateRecordFields: image fields', () => {
  const image = [field('image', 'image', true)];
  const check = (value: unknown) => validateRecordFields(image, { image: value });
  const invalid = "image field 'image' has an invalid URL value";

  it('take http(s) URLs up to 2038 characters', () => {
    expect(check('https://example.com/cat.png')).toBeNull();
    expect(check('http://localhost:8000/a?b=c')).toBeNull();
    expect(check('HTTPS://EXAMPLE.COM/X.JPG')).toBeNull();
    const url = 'https://example.com/';
    expect(check(url + 'a'.repeat(2038 - url.length))).toBeNull();
    expect(check(url + 'a'.repeat(2039 - url.length))).toBe(`${invalid}: a web URL may have at most 2038 characters`);
  });

  it('count URL length in code points', () => {
    const url = 'https://example.com/';
    const emoji = '😀'.repeat(2038 - url.length);
    expect((url + emoji).length).toBeGreaterThan(2038);
    expect(check(url + emoji)).toBeNull();
  });

  it('refuse web URLs that do not parse', () => {
    expect(check('http://')).toBe(`${invalid}: the web URL cannot be parsed`);
    expect(check('https://exa mple.com/')).toBe(`${invalid}: the web URL cannot be parsed`);
  });

  it('take data URLs of the listed image types', () => {
    for (const type of ['avif', 'gif', 'ico', 'x-icon', 'jpeg', 'jpg', 'png', 'svg', 'svg+xml', 'webp']) {
      expect(check(`data:image/${type};base64,AAAA`)).toBeNull();
    }
    expect(check('data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>')).toBeNull();
    expect(check('data:image/svg+xml;charset=utf-8;base64,AAAA')).toBeNull();
    expect(check('DATA:IMAGE/PNG;BASE64,AAAA')).toBeNull();
  });

  it('refuse data URLs of other types or without data', () => {
    const message = `${invalid}: a data URL must hold an avif, gif, ico, jpeg, jpg, png, svg or webp image`;
    expect(check('data:image/tiff;base64,AAAA')).toBe(message);
    expect(check('data:text/plain;base64,AAAA')).toBe(message);
    expect(check('data:application/pdf;base64,AAAA')).toBe(message);
    expect(check('data:image/png;base64')).toBe(message);
    expect(check('data:,hello')).toBe(message);
  });

  it('take data URLs up to 5 000 000 characters', () => {
    const prefix = 'data:image/png;base64,';
    expect(check(prefix + 'A'.repeat(5_000_000 - prefix.length))).toBeNull();
    expect(check(prefix + 'A'.repeat(5_000_001 - prefix.length))).toBe(
      `${invalid}: a data URL may have at most 5000000 characters`,
    );
  });

  it('refuse other schemes, relative paths and non-strings', () => {
    const message = `${invalid}: expected an http(s) URL or a data URL`;
    expect(check('ftp://example.com/cat.png')).toBe(message);
    expect(check('/images/cat.png')).toBe(message);
    expect(check('cat.png')).toBe(message);
    expect(check('')).toBe(message);
    expect(check(42)).toBe("image field 'image' value must be a string, found an integer");
  });
});

describe('validateRecordFields: chat fields', () => {
  const chat = [field('conversation', 'chat', true)];
  const check = (value: unknown) => validateRecordFields(chat, { conversation: value });
  const message = (index: number) => `message at index ${index} of chat field 'conversation'`;

  it('take a list of {role, content} messages, possibly empty', () => {
    expect(check([{ role: 'user', content: 'hi' }, { role: 'assistant', content: '' }])).toBeNull();
    expect(check([])).toBeNull();
    expect(check([{ role: 'user', content: 'hi', extra: true }])).toBeNull();
  });

  it('need a list', () => {
    expect(check({ role: 'user', content: 'hi' })).toBe(
      "chat field 'conversation' value must be a list of messages, found an object",
    );
  });

  it('take at most 500 messages', () => {
    const messages = Array.from({ length: 500 }, () => ({ role: 'user', content: 'hi' }));
    expect(check(messages)).toBeNull();
    expect(check([...messages, { role: 'user', content: 'hi' }])).toBe(
      "chat field 'conversation' value may have at most 500 messages, found 501",
    );
  });

  it('need a string role and a string content', () => {
    const shape = "must be an object with a string 'role' and a string 'content'";
    expect(check(['hi'])).toBe(`${message(0)} ${shape}`);
    expect(check([{ role: 'user', content: 'a' }, { role: 'user' }])).toBe(`${message(1)} ${shape}`);
    expect(check([{ content: 'hi' }])).toBe(`${message(0)} ${shape}`);
    expect(check([{ role: 'user', content: 3 }])).toBe(`${message(0)} ${shape}`);
  });

  it('need a role of 1 to 20 characters without whitespace', () => {
    const role = "must have a 'role' of 1 to 20 characters without whitespace";
    expect(check([{ role: 'r'.repeat(20), content: '' }])).toBeNull();
    expect(check([{ role: '😀'.repeat(20), content: '' }])).toBeNull();
    expect(check([{ role: '', content: '' }])).toBe(`${message(0)} ${role}`);
    expect(check([{ role: 'r'.repeat(21), content: '' }])).toBe(`${message(0)} ${role}`);
    expect(check([{ role: 'the user', content: '' }])).toBe(`${message(0)} ${role}`);
    expect(check([{ role: 'user\n', content: '' }])).toBe(`${message(0)} ${role}`);
  });

  it('need a content of at most 20000 characters', () => {
    expect(check([{ role: 'user', content: 'x'.repeat(20_000) }])).toBeNull();
    expect(check([{ role: 'user', content: '😀'.repeat(20_000) }])).toBeNull();
    expect(check([{ role: 'user', content: 'x'.repeat(20_001) }])).toBe(
      `${message(0)} may have a 'content' of at most 20000 characters`,
    );
  });
});

describe('validateRecordFields: custom fields', () => {
  const custom = [field('card', 'custom', true), field('extra', 'custom')];

  it('take a JSON object, even an empty one', () => {
    expect(validateRecordFields(custom, { card: { title: 'x', nested: [1, { a: null }] } })).toBeNull();
    expect(validateRecordFields(custom, { card: {}, extra: null })).toBeNull();
  });

  it('refuse anything else', () => {
    const message = "custom field 'card' value must be a dictionary";
    expect(validateRecordFields(custom, { card: [] })).toBe(message);
    expect(validateRecordFields(custom, { card: 'x' })).toBe(message);
    expect(validateRecordFields(custom, { card: 1 })).toBe(message);
    expect(validateRecordFields(custom, { card: new Date(0) })).toBe(message);
    expect(validateRecordFields(custom, { card: {}, extra: [1] })).toBe("custom field 'extra' value must be a dictionary");
  });
});
