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

/** A close code's meaning, for the codes readers meet (RFC 6455 §7.4.1). */
const CLOSE_CODES: Record<number, string> = {
  1000: 'normal closure',
  1001: 'going away',
  1002: 'protocol error',
  1003: 'unsupported data',
  1006: 'closed abnormally, without a close frame',
  1007: 'invalid payload data',
  1008: 'policy violation',
  1009: 'message too big',
  1011: 'server error',
};

function closeText(s: Extract<Status, { kind: 'closed' }>): string {
  const code = `code ${s.code}${CLOSE_CODES[s.code] ? ` (${CLOSE_CODES[s.code]})` : ''}`;
  const reason = s.reason ? `, reason “${s.reason}”` : '';
  if (!s.opened)
    return `Could not connect to ${s.url}: the server refused the connection or could not be reached (${code}${reason}). Browsers do not tell pages why; check the URL, the credentials and the server.`;
  if (s.byReader) return `Disconnected (${code}${reason}).`;
  return `The server closed the connection: ${code}${reason}.`;
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
    return (
      <li class={`sxw-entry sxw-${e.dir}${e.flagged ? ' sxw-flagged' : ''}`}>
        <p class="sxp-meta">
          <span class="sxw-dir">{e.dir === 'sent' ? '↑ Sent' : '↓ Received'}</span>
          <time dateTime={e.at.toISOString()}>{clock(e.at)}</time>
          {e.label ? <span class="sxw-label">{e.label}</span> : null}
          {e.anyway ? <span class="sxp-bad">sent despite schema mismatches</span> : null}
        </p>
        <pre class="sxp-code">{e.pretty ?? e.text}</pre>
        {e.flagged ? (
          <div class="sxw-flag">
            <p class="sxp-bad">Matches no documented message; closest is {e.flagged.closest}:</p>
            <Mismatches list={e.flagged.mismatches} />
          </div>
        ) : null}
      </li>
    );
  }
}

export function Console({ data }: { data: ChannelConsoleData }) {
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
    const found = connectTarget(data, input);
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
      setProblem(`Could not connect: ${(e as Error).message}`);
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
        add({ dir: 'received', text: `(binary message, ${size} bytes)` }, at);
        setAnnounce('Received a binary message');
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
            ? `Received a message that matches no documented message`
            : `Received ${verdict?.kind === 'match' ? labelOf(verdict.message) : 'a message'}`,
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
    setAnnounce(`Sent ${message ? labelOf(message) : 'a message'}`);
  };

  const send = async () => {
    const check = await loadCheck();
    const mismatches = check?.checkOutgoing(message, text) ?? [];
    if (mismatches.length) {
      setHeld(mismatches);
      setAnnounce(
        `Not sent: the message does not match its schema (${mismatches.length} ${mismatches.length === 1 ? 'problem' : 'problems'})`,
      );
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
    if (status.kind === 'idle') return 'Not connected.';
    if (status.kind === 'connecting') return `Connecting to ${status.url} …`;
    if (status.kind === 'open') return `Connected to ${status.url}${status.protocol ? ` (subprotocol sent and accepted)` : ''}.`;
    return closeText(status);
  }, [status]);

  return (
    // No heading of its own: the page places the mount under its own ("Try it" or the like).
    <section class="sxp sxw" aria-label="Live WebSocket console">
      <fieldset class="sxp-group" disabled={open || busy}>
        <legend>Connection</legend>
        {data.servers.length > 1 ? (
          <div class="sxp-field">
            <label for={idOf('server')}>Server</label>
            <select id={idOf('server')} value={String(input.server)} onChange={(e) => pickServer(Number(e.currentTarget.value))}>
              {data.servers.map((s, i) => (
                <option value={String(i)}>{s.description ? `${s.id}: ${s.url} (${s.description})` : `${s.id}: ${s.url}`}</option>
              ))}
            </select>
          </div>
        ) : (
          <p class="sxw-server">
            Server <code>{server?.url}</code>
          </p>
        )}
        {server?.variables.map((v) => (
          <Field
            id={idOf('var', v.name)}
            label={`Server variable ${v.name}`}
            p={v}
            value={input.variables[v.name] ?? ''}
            set={(value) => set({ variables: { ...input.variables, [v.name]: value } })}
          />
        ))}
        {data.channel.parameters.map((p) => (
          <Field
            id={idOf('param', p.name)}
            label={`Channel parameter ${p.name}`}
            p={{ ...p, required: true }}
            value={input.parameters[p.name] ?? ''}
            set={(value) => set({ parameters: { ...input.parameters, [p.name]: value } })}
          />
        ))}
        {data.query.map((q) => (
          <Field
            id={idOf('query', q.name)}
            label={`Query parameter ${q.name}`}
            p={q}
            value={input.query[q.name] ?? ''}
            set={(value) => set({ query: { ...input.query, [q.name]: value } })}
          />
        ))}
        {server && server.security.length > 1 ? (
          <div class="sxp-field">
            <label for={idOf('security')}>Credentials</label>
            <select id={idOf('security')} value={String(input.security)} onChange={(e) => set({ security: Number(e.currentTarget.value) })}>
              {server.security.map((alt, i) => (
                <option value={String(i)}>{alt.map((a) => a.scheme).join(' + ') || 'None'}</option>
              ))}
              <option value="-1">None</option>
            </select>
          </div>
        ) : null}
        {schemes.map((a) => {
          const id = idOf('cred', a.scheme);
          const where =
            a.carry === 'query'
              ? `Sent as the query parameter “${a.name}” of the connection URL${a.prefix ? `, after “${a.prefix.trim()}”` : ''}.`
              : `Sent as a Sec-WebSocket-Protocol value in place of the “${a.name}” header: browsers cannot set headers on a WebSocket connection, so this is how it travels${a.prefix ? ` (without the “${a.prefix.trim()}” prefix, which a subprotocol cannot hold)` : ''}. The server must accept it as the connection’s subprotocol.`;
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
                {where} It is kept only on this page, never stored.
              </p>
            </div>
          );
        })}
        {data.headers.length ? (
          <p class="sxp-note">
            This channel documents headers ({data.headers.map((h) => h.name).join(', ')}); browsers cannot set headers on a WebSocket
            connection, so the console does not send them.
          </p>
        ) : null}
        {preview ? (
          <p class="sxw-server">
            Connects to <code>{preview}</code>
            {subprotocolSchemes.length ? ' with the token as its subprotocol' : ''}
          </p>
        ) : null}
        {insecure ? (
          <p class="sxp-error">
            This page is served over HTTPS: browsers block unencrypted ws:// connections from it. Choose a wss:// server.
          </p>
        ) : null}
      </fieldset>
      <div class="sxw-bar">
        {open || busy ? (
          <button type="button" class="sxp-cancel" onClick={disconnect}>
            Disconnect
          </button>
        ) : (
          <button type="button" class="sxp-send" onClick={connect}>
            Connect
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
      {subprotocolSchemes.length && status.kind === 'closed' && !status.opened ? (
        <p class="sxp-note">A server that does not answer with the subprotocol it was sent makes the browser drop the connection.</p>
      ) : null}
      <fieldset class="sxp-group sxw-composer">
        <legend>Message</legend>
        {data.send.length > 1 ? (
          <div class="sxp-field">
            <label for={idOf('message')}>Message to send</label>
            <select id={idOf('message')} value={String(chosen)} onChange={(e) => pickMessage(Number(e.currentTarget.value))}>
              {data.send.map((m, i) => (
                <option value={String(i)}>{labelOf(m)}</option>
              ))}
            </select>
          </div>
        ) : message ? (
          <p class="sxw-server">
            Message <strong>{labelOf(message)}</strong>
          </p>
        ) : (
          <p class="sxp-note">The channel documents no message the client sends; you can still send text.</p>
        )}
        {message && message.examples.length > 1 ? (
          <div class="sxp-field">
            <label for={idOf('example')}>Example</label>
            <select id={idOf('example')} value={String(example)} onChange={(e) => pickExample(Number(e.currentTarget.value))}>
              {message.examples.map((ex, i) => (
                <option value={String(i)}>{ex.name ?? `Example ${i + 1}`}</option>
              ))}
            </select>
          </div>
        ) : null}
        <div class="sxp-field">
          <label for={idOf('body')}>Payload{message?.contentType ? ` (${message.contentType})` : ''}</label>
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
            <p class="sxp-error">Not sent: the message does not match its schema.</p>
            <Mismatches list={held} />
          </div>
        ) : null}
        <div class="sxw-bar">
          <button type="button" class="sxp-send" disabled={!open} onClick={() => void send()} aria-keyshortcuts="Control+Enter">
            Send
          </button>
          {held ? (
            <button type="button" class="sxp-cancel" disabled={!open} onClick={() => transmit(true)}>
              Send anyway
            </button>
          ) : null}
          {!open ? <span class="sxp-note">Connect to send.</span> : null}
        </div>
      </fieldset>
      <div class="sxw-timeline-head">
        <h3 id={idOf('timeline')}>Messages</h3>
        <button type="button" class="sxp-small" onClick={() => setEntries([])} disabled={!entries.length}>
          Clear
        </button>
      </div>
      {nextId.current > entries.length && entries.length === MAX_ENTRIES ? (
        <p class="sxp-note">Showing the latest {MAX_ENTRIES} messages.</p>
      ) : null}
      {entries.length ? (
        <ol class="sxw-timeline" ref={timeline} aria-labelledby={idOf('timeline')} tabindex={0}>
          {entries.map((e) => (
            <EntryView entry={e} key={e.id} />
          ))}
        </ol>
      ) : (
        <p class="sxp-note">No messages yet.</p>
      )}
      <p class="sxp-visually-hidden" aria-live="polite">
        {announced}
      </p>
    </section>
  );
}
