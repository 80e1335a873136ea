/**
 * The live WebSocket console of an AsyncAPI channel page: connection (server, variables, channel
 * parameters, binding query, credentials), state, a composer checked against the payload schema
 * before sending, and a timeline of what went each way, received messages checked against the
 * channel's `receive` messages. Credentials live in this component only: they leave the browser in
 * the connection itself and are never stored.
 */
import { Component } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ChannelConsoleData, ConsoleMessage, ConsoleParameter } from '../../src/model/channel-page.js';
import type * as Check from './check.js';
import { chosenSchemes, connectTarget, previewUrl, type ConnectInput } from './connection.js';
import { consoleText, fill, fillParts } from './text.js';

type CheckModule = typeof Check;
type Mismatch = Check.Mismatch;

let checker: Promise<CheckModule | undefined> | undefined;
/** The validator's chunk (undefined when it fails to load: messages then go unchecked). */
const loadCheck = () => (checker ??= import('./check.js').catch(() => undefined));

type Status =
  | { kind: 'idle' }
  | { kind: 'connecting'; url: string }
  | { kind: 'open'; url: string; protocol: string }
  | { kind: 'closed'; code: number; reason: string; opened: boolean; byReader: boolean; url: string };

interface Entry {
  id: number;
  at: Date;
  dir: 'sent' | 'received';
  text: string;
  /** Pretty-printed JSON, when the text is JSON. */
  pretty?: string;
  /** The message it was sent as, or the receive message it matched. */
  label?: string;
  /** A received message that matches no receive message: the closest one and its mismatches. */
  flagged?: { closest: string; mismatches: Mismatch[] };
  /** A send that went out despite its mismatches. */
  anyway?: boolean;
}

/** The timeline keeps the latest messages only: a busy feed (a ticker) would otherwise grow the page without end. */
const MAX_ENTRIES = 300;

const idOf = (...parts: string[]) => `sxw-${parts.join('-').replace(/[^A-Za-z0-9_-]+/g, '_')}`;

const labelOf = (m: ConsoleMessage) => m.title ?? m.name ?? m.id;

/** An example payload as the composer's text: strings as they are, the rest as pretty JSON. */
const exampleText = (payload: unknown) => (typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2));

function pretty(text: string): string | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' ? JSON.stringify(value, null, 2) : undefined;
  } catch {
    return undefined;
  }
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const clock = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;

const initial = (list: ConsoleParameter[]) => Object.fromEntries(list.map((p) => [p.name, p.value ?? p.enum?.[0] ?? '']));

/** The close codes readers meet (RFC 6455 §7.4.1), whose meaning the console's words give (`code1000`…). */
const CLOSE_CODES = new Set([1000, 1001, 1002, 1003, 1006, 1007, 1008, 1009, 1011]);

function closeText(s: Extract<Status, { kind: 'closed' }>): string {
  const t = consoleText();
  const meaning = CLOSE_CODES.has(s.code)
    ? t[`code${s.code}` as `code${1000 | 1001 | 1002 | 1003 | 1006 | 1007 | 1008 | 1009 | 1011}`]
    : '';
  const code = `${fill(t.closeCode, { code: s.code })}${meaning ? ` (${meaning})` : ''}`;
  const reason = s.reason ? `, ${fill(t.closeReason, { reason: s.reason })}` : '';
  if (!s.opened) return fill(t.couldNotConnectTo, { url: s.url, code: code + reason });
  if (s.byReader) return fill(t.disconnected, { code: code + reason });
  return fill(t.serverClosed, { code: code + reason });
}

function Field(props: { id: string; label: string; p: ConsoleParameter; value: string; set: (v: string) => void; note?: string }) {
  const { id, p } = props;
  const describedBy = p.description || props.note ? `${id}-note` : undefined;
  return (
    <div class="sxp-field">
      <label for={id}>
        {props.label}
        {p.required ? (
          <span class="sxp-req" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {p.enum?.length ? (
        <select id={id} value={props.value} onChange={(e) => props.set(e.currentTarget.value)} aria-describedby={describedBy}>
          {p.enum.map((v) => (
            <option value={v}>{v}</option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type="text"
          value={props.value}
          required={p.required}
          onInput={(e) => props.set(e.currentTarget.value)}
          aria-describedby={describedBy}
        />
      )}
      {describedBy ? (
        <p class="sxp-note" id={describedBy}>
          {[p.description, props.note].filter(Boolean).join(' ')}
        </p>
      ) : null}
    </div>
  );
}

function Mismatches({ list, id }: { list: Mismatch[]; id?: string }) {
  return (
    <ul class="sxp-mismatches sxw-mismatches" id={id}>
      {list.map((m) => (
        <li>
          <code>{m.pointer || '/'}</code> {m.message}
        </li>
      ))}
    </ul>
  );
}

/**
 * One timeline entry. Entries never change once added, so each draws once: a busy feed re-renders
 * the list's keys, not every message's JSON.
 */
class EntryView extends Component<{ entry: Entry }> {
  override shouldComponentUpdate(next: { entry: Entry }): boolean {
    return next.entry !== this.props.entry;
  }

  override render() {
    const e = this.props.entry;
    const t = consoleText();
    return (
      <li class={`sxw-entry sxw-${e.dir}${e.flagged ? ' sxw-flagged' : ''}`}>
        <p class="sxp-meta">
          <span class="sxw-dir">{e.dir === 'sent' ? `↑ ${t.sent}` : `↓ ${t.received}`}</span>
          <time dateTime={e.at.toISOString()}>{clock(e.at)}</time>
          {e.label ? <span class="sxw-label">{e.label}</span> : null}
          {e.anyway ? <span class="sxp-bad">{t.sentDespite}</span> : null}
        </p>
        <pre class="sxp-code">{e.pretty ?? e.text}</pre>
        {e.flagged ? (
          <div class="sxw-flag">
            <p class="sxp-bad">{fill(t.matchesNoMessage, { name: e.flagged.closest })}</p>
            <Mismatches list={e.flagged.mismatches} />
          </div>
        ) : null}
      </li>
    );
  }
}

export function Console({ data }: { data: ChannelConsoleData }) {
  const t = consoleText();
  const [input, setInput] = useState<ConnectInput>(() => ({
    server: 0,
    variables: initial(data.servers[0]?.variables ?? []),
    parameters: initial(data.channel.parameters),
    query: initial(data.query),
    security: data.servers[0]?.security.length ? 0 : -1,
    credentials: {},
  }));
  const set = (patch: Partial<ConnectInput>) => setInput((i) => ({ ...i, ...patch }));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | undefined>();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [announced, setAnnounced] = useState('');
  // Stamped with the time, so that two alike messages in a row are both announced.
  const setAnnounce = (text: string) => setAnnounced(`${text}, ${clock(new Date())}`);
  const [chosen, setChosen] = useState(0);
  const [example, setExample] = useState(0);
  const [text, setText] = useState(() => (data.send[0]?.examples[0] ? exampleText(data.send[0].examples[0].payload) : ''));
  const [held, setHeld] = useState<Mismatch[] | undefined>();
  const socket = useRef<WebSocket | undefined>(undefined);
  const nextId = useRef(0);
  const timeline = useRef<HTMLOListElement>(null);
  const server = data.servers[input.server];
  const schemes = chosenSchemes(server, input.security);
  const message = data.send[chosen];

  /** Sockets the reader closed (their close is a disconnect, not the server's doing). */
  const closedByReader = useRef(new WeakSet<WebSocket>());

  const add = (e: Omit<Entry, 'id' | 'at'>, at = new Date()) => {
    setEntries((list) => [
      ...list.slice(list.length >= MAX_ENTRIES ? list.length - MAX_ENTRIES + 1 : 0),
      { ...e, id: nextId.current++, at },
    ]);
  };

  // Newest entries are at the bottom: keep them in view.
  useEffect(() => {
    const el = timeline.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries.length]);

  // The connection closes with the page.
  useEffect(() => () => socket.current?.close(1001), []);

  const pickServer = (i: number) =>
    set({ server: i, variables: initial(data.servers[i]?.variables ?? []), security: data.servers[i]?.security.length ? 0 : -1 });

  const pickMessage = (i: number) => {
    setChosen(i);
    setExample(0);
    setHeld(undefined);
    const first = data.send[i]?.examples[0];
    setText(first ? exampleText(first.payload) : '');
  };

  const pickExample = (i: number) => {
    setExample(i);
    setHeld(undefined);
    const ex = message?.examples[i];
    if (ex) setText(exampleText(ex.payload));
  };

  const connect = () => {
    const found = connectTarget(data, input, t);
    if ('error' in found) {
      setProblem(found.error);
      return;
    }
    setProblem(undefined);
    const { url, protocols } = found.target;
    // The state line (a live region) names the URL with query credentials masked, as the preview does.
    const shown = previewUrl(data, input) ?? url;
    void loadCheck();
    let ws: WebSocket;
    try {
      ws = new WebSocket(url, protocols);
    } catch (e) {
      setProblem(fill(t.couldNotConnect, { reason: (e as Error).message }));
      return;
    }
    socket.current = ws;
    let opened = false;
    // The state line is a live region of its own: connection changes are announced there.
    setStatus({ kind: 'connecting', url: shown });
    ws.addEventListener('open', () => {
      opened = true;
      setStatus({ kind: 'open', url: shown, protocol: ws.protocol });
    });
    ws.addEventListener('message', (ev: MessageEvent<unknown>) => {
      const at = new Date();
      const body = typeof ev.data === 'string' ? ev.data : undefined;
      if (body === undefined) {
        const size = ev.data instanceof ArrayBuffer ? ev.data.byteLength : 0;
        add({ dir: 'received', text: fill(t.binaryMessage, { n: size }) }, at);
        setAnnounce(t.receivedBinary);
        return;
      }
      void loadCheck().then((check) => {
        const verdict = check?.checkIncoming(data.receive, body);
        const shown = pretty(body);
        add(
          {
            dir: 'received',
            text: body,
            ...(shown ? { pretty: shown } : {}),
            ...(verdict?.kind === 'match' ? { label: labelOf(verdict.message) } : {}),
            ...(verdict?.kind === 'mismatch' ? { flagged: { closest: labelOf(verdict.closest), mismatches: verdict.mismatches } } : {}),
          },
          at,
        );
        setAnnounce(
          verdict?.kind === 'mismatch'
            ? t.receivedUnmatched
            : verdict?.kind === 'match'
              ? fill(t.receivedNamed, { name: labelOf(verdict.message) })
              : t.receivedMessage,
        );
      });
    });
    ws.addEventListener('close', (ev) => {
      if (socket.current === ws) socket.current = undefined;
      setStatus({ kind: 'closed', code: ev.code, reason: ev.reason, opened, byReader: closedByReader.current.has(ws), url: shown });
    });
    ws.binaryType = 'arraybuffer';
  };

  const disconnect = () => {
    const ws = socket.current;
    if (!ws) return;
    closedByReader.current.add(ws);
    ws.close(1000);
  };

  const transmit = (anyway: boolean) => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    const parsed = pretty(text);
    // JSON goes out compact (as a client library would send it); other text as typed.
    let wire = text;
    try {
      wire = JSON.stringify(JSON.parse(text));
    } catch {
      // Not JSON: sent as written.
    }
    ws.send(wire);
    add({
      dir: 'sent',
      text: wire,
      ...(parsed ? { pretty: parsed } : {}),
      ...(message ? { label: labelOf(message) } : {}),
      ...(anyway ? { anyway: true } : {}),
    });
    setHeld(undefined);
    setAnnounce(message ? fill(t.sentNamed, { name: labelOf(message) }) : t.sentMessage);
  };

  const send = async () => {
    const check = await loadCheck();
    const mismatches = check?.checkOutgoing(message, text) ?? [];
    if (mismatches.length) {
      setHeld(mismatches);
      setAnnounce(fill(mismatches.length === 1 ? t.notSentProblem : t.notSentProblems, { n: mismatches.length }));
      return;
    }
    transmit(false);
  };

  const open = status.kind === 'open';
  const busy = status.kind === 'connecting';
  const subprotocolSchemes = schemes.filter((s) => s.carry === 'subprotocol');
  const preview = previewUrl(data, input);
  const insecure = typeof location !== 'undefined' && location.protocol === 'https:' && server?.protocol === 'ws';
  const statusText = useMemo(() => {
    if (status.kind === 'idle') return t.notConnected;
    if (status.kind === 'connecting') return fill(t.connecting, { url: status.url });
    if (status.kind === 'open') return fill(status.protocol ? t.connectedSubprotocol : t.connected, { url: status.url });
    return closeText(status);
  }, [status]);

  return (
    // No heading of its own: the page places the mount under its own ("Try it" or the like).
    <section class="sxp sxw" aria-label={t.console}>
      <fieldset class="sxp-group" disabled={open || busy}>
        <legend>{t.connection}</legend>
        {data.servers.length > 1 ? (
          <div class="sxp-field">
            <label for={idOf('server')}>{t.server}</label>
            <select id={idOf('server')} value={String(input.server)} onChange={(e) => pickServer(Number(e.currentTarget.value))}>
              {data.servers.map((s, i) => (
                <option value={String(i)}>{s.description ? `${s.id}: ${s.url} (${s.description})` : `${s.id}: ${s.url}`}</option>
              ))}
            </select>
          </div>
        ) : (
          <p class="sxw-server">{fillParts(t.serverNamed, { url: <code>{server?.url}</code> })}</p>
        )}
        {server?.variables.map((v) => (
          <Field
            id={idOf('var', v.name)}
            label={fill(t.serverVariable, { name: v.name })}
            p={v}
            value={input.variables[v.name] ?? ''}
            set={(value) => set({ variables: { ...input.variables, [v.name]: value } })}
          />
        ))}
        {data.channel.parameters.map((p) => (
          <Field
            id={idOf('param', p.name)}
            label={fill(t.channelParameter, { name: p.name })}
            p={{ ...p, required: true }}
            value={input.parameters[p.name] ?? ''}
            set={(value) => set({ parameters: { ...input.parameters, [p.name]: value } })}
          />
        ))}
        {data.query.map((q) => (
          <Field
            id={idOf('query', q.name)}
            label={fill(t.queryParameter, { name: q.name })}
            p={q}
            value={input.query[q.name] ?? ''}
            set={(value) => set({ query: { ...input.query, [q.name]: value } })}
          />
        ))}
        {server && server.security.length > 1 ? (
          <div class="sxp-field">
            <label for={idOf('security')}>{t.credentials}</label>
            <select id={idOf('security')} value={String(input.security)} onChange={(e) => set({ security: Number(e.currentTarget.value) })}>
              {server.security.map((alt, i) => (
                <option value={String(i)}>{alt.map((a) => a.scheme).join(' + ') || t.none}</option>
              ))}
              <option value="-1">{t.none}</option>
            </select>
          </div>
        ) : null}
        {schemes.map((a) => {
          const id = idOf('cred', a.scheme);
          const prefix = a.prefix?.trim();
          const where =
            a.carry === 'query'
              ? fill(prefix ? t.sentAsQueryPrefixed : t.sentAsQuery, { name: a.name, prefix: prefix ?? '' })
              : fill(prefix ? t.sentAsSubprotocolPrefixed : t.sentAsSubprotocol, { name: a.name, prefix: prefix ?? '' });
          return (
            <div class="sxp-field">
              <label for={id}>
                {a.scheme} <span class="sxp-kind">({a.type})</span>
              </label>
              <input
                id={id}
                type="password"
                autocomplete="off"
                spellcheck={false}
                value={input.credentials[a.scheme] ?? ''}
                onInput={(e) => set({ credentials: { ...input.credentials, [a.scheme]: e.currentTarget.value } })}
                aria-describedby={`${id}-note`}
              />
              <p class="sxp-note" id={`${id}-note`}>
                {a.description ? `${a.description} ` : ''}
                {where} {t.keptOnPage}
              </p>
            </div>
          );
        })}
        {data.headers.length ? <p class="sxp-note">{fill(t.headersNote, { names: data.headers.map((h) => h.name).join(', ') })}</p> : null}
        {preview ? (
          <p class="sxw-server">
            {fillParts(subprotocolSchemes.length ? t.connectsToWithToken : t.connectsTo, { url: <code>{preview}</code> })}
          </p>
        ) : null}
        {insecure ? <p class="sxp-error">{t.insecure}</p> : null}
      </fieldset>
      <div class="sxw-bar">
        {open || busy ? (
          <button type="button" class="sxp-cancel" onClick={disconnect}>
            {t.disconnect}
          </button>
        ) : (
          <button type="button" class="sxp-send" onClick={connect}>
            {t.connect}
          </button>
        )}
        <p class={`sxw-status sxw-${status.kind}`} role="status">
          <span class="sxw-dot" aria-hidden="true" />
          {statusText}
        </p>
      </div>
      {problem ? (
        <p class="sxp-error" role="alert">
          {problem}
        </p>
      ) : null}
      {subprotocolSchemes.length && status.kind === 'closed' && !status.opened ? <p class="sxp-note">{t.subprotocolDropped}</p> : null}
      <fieldset class="sxp-group sxw-composer">
        <legend>{t.message}</legend>
        {data.send.length > 1 ? (
          <div class="sxp-field">
            <label for={idOf('message')}>{t.messageToSend}</label>
            <select id={idOf('message')} value={String(chosen)} onChange={(e) => pickMessage(Number(e.currentTarget.value))}>
              {data.send.map((m, i) => (
                <option value={String(i)}>{labelOf(m)}</option>
              ))}
            </select>
          </div>
        ) : message ? (
          <p class="sxw-server">{fillParts(t.messageNamed, { name: <strong>{labelOf(message)}</strong> })}</p>
        ) : (
          <p class="sxp-note">{t.noSendMessage}</p>
        )}
        {message && message.examples.length > 1 ? (
          <div class="sxp-field">
            <label for={idOf('example')}>{t.example}</label>
            <select id={idOf('example')} value={String(example)} onChange={(e) => pickExample(Number(e.currentTarget.value))}>
              {message.examples.map((ex, i) => (
                <option value={String(i)}>{ex.name ?? fill(t.exampleNumber, { n: i + 1 })}</option>
              ))}
            </select>
          </div>
        ) : null}
        <div class="sxp-field">
          <label for={idOf('body')}>
            {t.payload}
            {message?.contentType ? ` (${message.contentType})` : ''}
          </label>
          <textarea
            id={idOf('body')}
            rows={Math.min(14, Math.max(4, text.split('\n').length + 1))}
            spellcheck={false}
            value={text}
            onInput={(e) => {
              setText(e.currentTarget.value);
              setHeld(undefined);
            }}
            onKeyDown={(e) => {
              // Enter makes new lines; Ctrl+Enter (⌘+Enter) sends, as in chat boxes.
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && open) {
                e.preventDefault();
                void send();
              }
            }}
            aria-describedby={held ? idOf('held') : undefined}
          />
        </div>
        {held ? (
          <div class="sxw-held" id={idOf('held')}>
            <p class="sxp-error">{t.notSent}</p>
            <Mismatches list={held} />
          </div>
        ) : null}
        <div class="sxw-bar">
          <button type="button" class="sxp-send" disabled={!open} onClick={() => void send()} aria-keyshortcuts="Control+Enter">
            {t.send}
          </button>
          {held ? (
            <button type="button" class="sxp-cancel" disabled={!open} onClick={() => transmit(true)}>
              {t.sendAnyway}
            </button>
          ) : null}
          {!open ? <span class="sxp-note">{t.connectToSend}</span> : null}
        </div>
      </fieldset>
      <div class="sxw-timeline-head">
        <h3 id={idOf('timeline')}>{t.messages}</h3>
        <button type="button" class="sxp-small" onClick={() => setEntries([])} disabled={!entries.length}>
          {t.clear}
        </button>
      </div>
      {nextId.current > entries.length && entries.length === MAX_ENTRIES ? (
        <p class="sxp-note">{fill(t.showingLatest, { n: MAX_ENTRIES })}</p>
      ) : null}
      {entries.length ? (
        <ol class="sxw-timeline" ref={timeline} aria-labelledby={idOf('timeline')} tabindex={0}>
          {entries.map((e) => (
            <EntryView entry={e} key={e.id} />
          ))}
        </ol>
      ) : (
        <p class="sxp-note">{t.noMessages}</p>
      )}
      <p class="sxp-visually-hidden" aria-live="polite">
        {announced}
      </p>
    </section>
  );
}
