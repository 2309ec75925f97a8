import { valueAsText } from './text-display';

export interface ChatMessage {
  /** null when the message has no usable role. */
  role: string | null;
  content: string;
  /** The content was not a string (e.g. a list of parts) and is shown as JSON, never as markdown. */
  contentIsJson: boolean;
}

export type ChatValue = { ok: true; messages: ChatMessage[] } | { ok: false; raw: string };

/**
 * A chat field's value (`[{role, content}]`, possibly sent as a JSON string) to messages. A value of
 * another shape is returned as its raw JSON, so it can still be read. A null content (a tool call
 * message) is an empty message.
 */
export function parseChat(value: unknown): ChatValue {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return { ok: false, raw: value };
    }
  }
  if (!Array.isArray(list)) return { ok: false, raw: valueAsText(value) };

  const messages: ChatMessage[] = [];
  for (const item of list) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return { ok: false, raw: valueAsText(value) };
    const { role, content } = item as { role?: unknown; content?: unknown };
    const name = typeof role === 'string' && role.trim() ? role.trim() : null;
    if (typeof content === 'string' || content === null || content === undefined) {
      messages.push({ role: name, content: content ?? '', contentIsJson: false });
    } else {
      messages.push({ role: name, content: valueAsText(content), contentIsJson: true });
    }
  }
  return { ok: true, messages };
}

/** Number of role colours (`--chat-role-0` … in the CSS). */
export const CHAT_ROLE_COLOURS = 5;

// The usual roles keep their colour in every record; others take the next free one.
const FIXED_ROLE_COLOURS: Readonly<Record<string, number>> = { user: 0, assistant: 1, system: 2, tool: 3, function: 3 };
/** The colour no usual role has comes first, so a second speaker rarely looks like the user. */
const OTHER_ROLE_COLOURS = [4, 3, 2, 1, 0] as const;

export interface ChatMessageLayout {
  /** The user speaks on the right (end), everyone else on the left (start). */
  side: 'start' | 'end';
  colour: number;
  /** The role name is shown when the speaker changes; otherwise it is only read out. */
  showRole: boolean;
}

export function chatLayout(messages: readonly ChatMessage[]): ChatMessageLayout[] {
  const colours = new Map<string, number>();
  let next = 0;
  const colourOf = (role: string | null): number => {
    const key = (role ?? '').toLowerCase();
    const known = colours.get(key);
    if (known !== undefined) return known;
    let colour = FIXED_ROLE_COLOURS[key];
    if (colour === undefined) {
      colour = OTHER_ROLE_COLOURS[next % OTHER_ROLE_COLOURS.length]!;
      next += 1;
    }
    colours.set(key, colour);
    return colour;
  };

  return messages.map((message, index) => ({
    side: message.role?.toLowerCase() === 'user' ? 'end' : 'start',
    colour: colourOf(message.role),
    showRole: index === 0 || messages[index - 1]!.role !== message.role,
  }));
}
