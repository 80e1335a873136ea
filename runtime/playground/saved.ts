/**
 * What the playground keeps in localStorage (this site's origin only): credentials the reader asked
 * to remember (by scheme name, so other pages of the site prefill them), and a history of the last
 * requests per endpoint, without credentials or files.
 */
import { read, write } from '../storage.js';
import type { Credential, PlayState } from './request.js';

const CRED = 'sx-playground-credential:';
const HISTORY = 'sx-playground-history:';
const HISTORY_MAX = 20;

function parse<T>(text: string | null): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function rememberedCredentials(names: string[]): Record<string, Credential> {
  const out: Record<string, Credential> = {};
  for (const n of names) {
    const c = parse<Credential>(read('localStorage', CRED + n));
    if (c) out[n] = c;
  }
  return out;
}

export function rememberCredentials(creds: Record<string, Credential>, names: string[]): void {
  for (const n of names) {
    const c = creds[n];
    if (c && (c.token || c.username || c.password)) write('localStorage', CRED + n, JSON.stringify(c));
    else forget([n]);
  }
}

export function forget(names: string[]): void {
  for (const n of names) {
    try {
      localStorage.removeItem(CRED + n);
    } catch {
      // Storage unavailable: nothing was kept.
    }
  }
}

export interface HistoryEntry {
  at: number;
  method: string;
  url: string;
  status?: number;
  state: PlayState;
}

const historyKey = (method: string, path: string) => `${HISTORY}${method} ${path}`;

export function readHistory(method: string, path: string): HistoryEntry[] {
  return parse<HistoryEntry[]>(read('localStorage', historyKey(method, path))) ?? [];
}

/** Add a request (newest first, at most HISTORY_MAX); returns the new list. */
export function addHistory(method: string, path: string, entry: HistoryEntry): HistoryEntry[] {
  const list = [entry, ...readHistory(method, path)].slice(0, HISTORY_MAX);
  write('localStorage', historyKey(method, path), JSON.stringify(list));
  return list;
}
