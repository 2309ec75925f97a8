// Where the values of a JSON object's members lie in its text, found in one scan without parsing them: the
// stand-in copies a record's fields, metadata and vectors into its answer as the SDK sent them, instead
// of parsing and re-serialising ~100,000 floats per batch. Throws a SyntaxError on text that is not JSON
// at the places it looks.
//
// The scan jumps from one structural character to the next with indexOf (native and fast); a JavaScript
// loop over every character of a 1.4 MB body, or a regular expression, costs more than JSON.parse itself.

const STRUCTURAL = ['"', '{', '}', '[', ']'];

/**
 * The next structural character at or after a position. Each kind's next position is kept with where its
 * search started: it stands for any position between the two.
 */
class Structure {
  constructor(text) {
    this.text = text;
    this.next = STRUCTURAL.map(() => -1);
    this.searchedFrom = STRUCTURAL.map(() => -1);
  }

  /** [position, character] of the first structural character at or after `from`, or null. */
  find(from) {
    let best = Infinity;
    let which = -1;
    for (let k = 0; k < STRUCTURAL.length; k += 1) {
      if (this.next[k] < from || this.searchedFrom[k] > from) {
        const at = this.text.indexOf(STRUCTURAL[k], from);
        this.next[k] = at < 0 ? Infinity : at;
        this.searchedFrom[k] = from;
      }
      if (this.next[k] < best) {
        best = this.next[k];
        which = k;
      }
    }
    return which < 0 || best === Infinity ? null : [best, STRUCTURAL[which]];
  }

  /** The index just past the string whose opening quote is at `i`. */
  skipString(i) {
    for (let from = i + 1; ; ) {
      const quote = this.text.indexOf('"', from);
      if (quote < 0) throw new SyntaxError('unterminated string');
      let backslashes = 0;
      while (this.text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes += 1;
      if (backslashes % 2 === 0) return quote + 1;
      from = quote + 1;
    }
  }

  /** The index just past the JSON value starting at `i` (no whitespace before it). */
  skipValue(i) {
    const { text } = this;
    const first = text[i];
    if (first === '"') return this.skipString(i);
    if (first === '{' || first === '[') {
      let depth = 0;
      for (let from = i; ; ) {
        const found = this.find(from);
        if (!found) throw new SyntaxError('unterminated object or array');
        const [at, c] = found;
        if (c === '"') from = this.skipString(at);
        else {
          depth += c === '{' || c === '[' ? 1 : -1;
          if (depth === 0) return at + 1;
          from = at + 1;
        }
      }
    }
    let end = i;
    while (end < text.length && !' \n\r\t,}]'.includes(text[end])) end += 1;
    if (end === i) throw new SyntaxError(`unexpected ${text[i] ?? 'end'} at ${i}`);
    return end;
  }
}

function skipWhitespace(text, i) {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return i;
    i += 1;
  }
}

function expect(text, i, char) {
  if (text[i] !== char) throw new SyntaxError(`expected ${char} at ${i}, found ${text[i] ?? 'the end'}`);
  return i + 1;
}

/**
 * The object starting at `i`: `{ end, members }`, `members` mapping each key to its value's [start, end).
 * The array member `arrayKey`, if any, has its objects' members collected into `elements` on the way.
 */
function objectAt(structure, i, arrayKey = null, elements = null) {
  const { text } = structure;
  i = skipWhitespace(text, expect(text, skipWhitespace(text, i), '{'));
  const members = {};
  if (text[i] === '}') return { end: i + 1, members };
  for (;;) {
    expect(text, i, '"');
    const keyEnd = structure.skipString(i);
    const raw = text.slice(i + 1, keyEnd - 1);
    const key = raw.includes('\\') ? JSON.parse(`"${raw}"`) : raw;
    i = skipWhitespace(text, expect(text, skipWhitespace(text, keyEnd), ':'));
    const end = key === arrayKey && text[i] === '[' ? arrayOfObjects(structure, i, elements) : structure.skipValue(i);
    members[key] = [i, end];
    i = skipWhitespace(text, end);
    if (text[i] === '}') return { end: i + 1, members };
    i = skipWhitespace(text, expect(text, i, ','));
  }
}

/** Collects the members of each object of the array starting at `i` into `elements`; answers its end. */
function arrayOfObjects(structure, i, elements) {
  const { text } = structure;
  i = skipWhitespace(text, i + 1);
  if (text[i] === ']') return i + 1;
  for (;;) {
    const object = objectAt(structure, i);
    elements.push(object.members);
    i = skipWhitespace(text, object.end);
    if (text[i] === ']') return i + 1;
    i = skipWhitespace(text, expect(text, i, ','));
  }
}

/**
 * The top-level object of `text` and the objects of its array member `key`:
 * `{ members, elements: [members…] }` (elements null when `key` is not an array).
 */
export function spansOf(text, key) {
  const elements = [];
  const { members } = objectAt(new Structure(text), 0, key, elements);
  return { members, elements: members[key] && text[members[key][0]] === '[' ? elements : null };
}
