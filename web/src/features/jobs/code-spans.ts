/** A piece of a server's message: words as they are, or a name or value it quoted. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'code'; text: string };

/**
 * The server's messages quote names and values the Markdown way ("column `stars` holds `five`"). This
 * splits one into its words and its quoted parts, as Markdown's code spans do: a run of backticks opens
 * a span that the next run of the same length closes (so a value holding a backtick can be quoted with
 * two), one space is trimmed at each end when both ends have one, and a run nothing closes is kept as
 * it was written. The parts are shown as text and `<code>` elements, never as HTML.
 */
export function splitCodeSpans(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };

  let textFrom = 0;
  let at = 0;
  while (at < message.length) {
    if (message[at] !== '`') {
      at += 1;
      continue;
    }
    const opener = backtickRunAt(message, at);
    const closerAt = closingRun(message, at + opener, opener);
    if (closerAt === -1) {
      at += opener;
      continue;
    }
    pushText(message.slice(textFrom, at));
    parts.push({ kind: 'code', text: trimOneSpace(message.slice(at + opener, closerAt)) });
    at = closerAt + opener;
    textFrom = at;
  }
  pushText(message.slice(textFrom));
  return parts;
}

function backtickRunAt(text: string, from: number): number {
  let end = from;
  while (text[end] === '`') end += 1;
  return end - from;
}

/** Where the next run of exactly `length` backticks starts, or -1. */
function closingRun(text: string, from: number, length: number): number {
  let at = from;
  while (at < text.length) {
    if (text[at] !== '`') {
      at += 1;
      continue;
    }
    const run = backtickRunAt(text, at);
    if (run === length) return at;
    at += run;
  }
  return -1;
}

function trimOneSpace(code: string): string {
  return code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '' ? code.slice(1, -1) : code;
}
