/**
 * Checking messages against the channel's schemas, with the playground's validator (its FormSchema →
 * JSON Schema translation and readable mismatches at JSON pointers). A lazy chunk: loaded when the
 * reader connects, so the page's first load carries none of the validator.
 */
import type { ConsoleMessage } from '../../src/model/channel-page.js';
import { checkValue, type Mismatch } from '../playground/validate.js';
import { consoleText } from './text.js';

export type { Mismatch };

/** The text of a message, parsed: JSON when it parses, else the raw text. */
export function parseText(text: string): { json: true; value: unknown } | { json: false } {
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false };
  }
}

/** A message the client is about to send, against its payload schema. */
export function checkOutgoing(message: ConsoleMessage | undefined, text: string): Mismatch[] {
  return message?.payload ? against(message, text, parseText(text)) : [];
}

/** A string schema describes a text message, whose text is the value itself; any other describes JSON. */
function against(message: ConsoleMessage, text: string, parsed: ReturnType<typeof parseText>): Mismatch[] {
  const words = consoleText();
  if (message.payload!.type === 'string') return checkValue(message.payload!, text, words);
  return parsed.json ? checkValue(message.payload!, parsed.value, words) : [{ pointer: '', message: words.notJson }];
}

export type Verdict =
  /** No receive message documents a payload: nothing to check. */
  | { kind: 'unchecked' }
  | { kind: 'match'; message: ConsoleMessage }
  /** Matches none: the closest message (fewest mismatches) and why it does not match. */
  | { kind: 'mismatch'; closest: ConsoleMessage; mismatches: Mismatch[] };

/** A message the server sent, against every `receive` message (any may match). */
export function checkIncoming(receive: ConsoleMessage[], text: string): Verdict {
  const documented = receive.filter((m) => m.payload);
  if (!documented.length) return { kind: 'unchecked' };
  const parsed = parseText(text);
  let best: { message: ConsoleMessage; mismatches: Mismatch[] } | undefined;
  for (const message of documented) {
    const mismatches = against(message, text, parsed);
    if (!mismatches.length) return { kind: 'match', message };
    if (!best || mismatches.length < best.mismatches.length) best = { message, mismatches };
  }
  return { kind: 'mismatch', closest: best!.message, mismatches: best!.mismatches };
}
