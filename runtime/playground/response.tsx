/**
 * The response side: status (announced: role="status"), which path the request took, time, size,
 * headers, and the body: pretty JSON and highlighted text, media inline, a download for other
 * binary, streams item by item as they arrive; mismatches with the documented schema listed.
 */
import { useEffect, useState } from 'preact/hooks';
import { loadHighlight, type Mismatch } from './optional.js';
import { fill, playgroundText } from './text.js';

export type ResponseBody =
  | { kind: 'text'; text: string; lang: string }
  | { kind: 'media'; url: string; type: 'image' | 'audio' | 'video' }
  | { kind: 'download'; url: string; name: string }
  | { kind: 'stream'; items: { label?: string; text: string }[]; done: boolean; stopped?: boolean };

export interface ResponseState {
  via: 'direct' | 'proxy';
  note?: string;
  status?: number;
  statusText?: string;
  /** Milliseconds until complete (streams: until the headers). */
  time?: number;
  size?: number;
  headers?: [string, string][];
  error?: { kind: string; message: string };
  body?: ResponseBody;
  mismatches?: (Mismatch & { item?: number })[];
  /** Validation ran (a schema was documented for this status and media type). */
  validated?: boolean;
}

function size(n: number): string {
  return n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
}

function Highlighted({ text, lang }: { text: string; lang: string }) {
  const [html, setHtml] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setHtml(undefined);
    if (text.length > 200_000) return;
    void loadHighlight().then(async (h) => {
      const out = h ? await h(text, lang).catch(() => undefined) : undefined;
      if (live && out) setHtml(out);
    });
    return () => {
      live = false;
    };
  }, [text, lang]);
  return html ? (
    <div class="sxp-code" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <pre class="sxp-code">
      <code>{text}</code>
    </pre>
  );
}

export function ResponseView({ r, busy, onStop }: { r: ResponseState | undefined; busy: boolean; onStop: () => void }) {
  const t = playgroundText();
  if (!r)
    return (
      <p class="sxp-note" role="status">
        {busy ? t.sending : t.sendToSee}
      </p>
    );
  const ok = r.status !== undefined && r.status < 400;
  const via = r.via === 'proxy' ? t.sendsViaProxy : t.sentDirectly;
  const b = r.body;
  return (
    <div class="sxp-response">
      <p class={`sxp-status ${r.error ? 'sxp-bad' : ok ? 'sxp-good' : 'sxp-bad'}`} role="status">
        {r.error ? r.error.message : `${r.status} ${r.statusText ?? ''}`.trim()}
      </p>
      <p class="sxp-meta">
        <span class="sxp-via">{via}</span>
        {r.time !== undefined ? <span> {Math.round(r.time)} ms</span> : null}
        {r.size !== undefined ? <span> · {size(r.size)}</span> : null}
      </p>
      {r.note ? <p class="sxp-note sxp-path-note">{r.note}</p> : null}
      {r.mismatches?.length ? (
        <div class="sxp-mismatches">
          <p>{t.responseMismatch}</p>
          <ul>
            {r.mismatches.map((m) => (
              <li>
                {m.item !== undefined ? `${fill(t.itemNumber, { n: m.item + 1 })}: ` : ''}
                <code>{m.pointer || '/'}</code> {m.message}
              </li>
            ))}
          </ul>
        </div>
      ) : r.validated ? (
        <p class="sxp-note">{t.responseMatches}</p>
      ) : null}
      {r.headers?.length ? (
        <details class="sxp-headers">
          <summary>{fill(t.headersCount, { n: r.headers.length })}</summary>
          <dl>
            {r.headers.map(([k, v]) => (
              <>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </>
            ))}
          </dl>
        </details>
      ) : null}
      {b?.kind === 'text' ? <Highlighted text={b.text} lang={b.lang} /> : null}
      {b?.kind === 'media' ? (
        b.type === 'image' ? (
          <img class="sxp-media" src={b.url} alt={t.responseImage} />
        ) : b.type === 'audio' ? (
          <audio class="sxp-media" src={b.url} controls />
        ) : (
          <video class="sxp-media" src={b.url} controls />
        )
      ) : null}
      {b?.kind === 'download' ? (
        <a class="sxp-download" href={b.url} download={b.name}>
          {fill(t.downloadResponse, { name: b.name })}
        </a>
      ) : null}
      {b?.kind === 'stream' ? (
        <div class="sxp-stream">
          <p class="sxp-meta">
            {fill(b.items.length === 1 ? t.oneItem : t.items, { n: b.items.length })}
            {`, ${b.done ? (b.stopped ? t.stopped : t.streamEnded) : t.receiving}`}
            {!b.done ? (
              <button type="button" class="sxp-small" onClick={onStop}>
                {t.stop}
              </button>
            ) : null}
          </p>
          <ol class="sxp-events">
            {b.items.map((e) => (
              <li class="sxp-event">
                {e.label ? <span class="sxp-event-name">{e.label}</span> : null}
                <pre>
                  <code>{e.text}</code>
                </pre>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
