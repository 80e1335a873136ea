/**
 * The playground dialog: a modal <dialog> (full screen on narrow screens) with the request on one
 * side and the live code sample and response on the other. Opened by main.tsx's Try-it button;
 * focus moves in, Escape closes, focus returns to the button.
 */
import { render } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ApiPageData } from '../../src/model/api-page.js';
import { AuthInputs, BodyInputs, ID, ParamInputs, ServerInputs } from './inputs.js';
import { loadLiveSample, loadValidate, type Mismatch } from './optional.js';
import {
  buildRequest,
  curl,
  initialFields,
  initialParam,
  initialRaw,
  paramKey,
  sampleOf,
  type Credential,
  type PlayState,
} from './request.js';
import { ResponseView, type ResponseBody, type ResponseState } from './response.js';
import { addHistory, forget, readHistory, rememberCredentials, rememberedCredentials, type HistoryEntry } from './saved.js';
import { send } from './send.js';
import { LineReader, SseReader, type SseEvent } from './sse.js';
import { STYLES } from './styles.js';
import { fill, playgroundText } from './text.js';

const DEFAULT_TIMEOUT_S = 30;
/** JSON text sequences (RFC 7464) start each record with RS. */
const RECORD_SEPARATOR = new RegExp(String.fromCharCode(0x1e));

let dialog: HTMLDialogElement | undefined;

export function open(data: ApiPageData, button: HTMLElement): void {
  if (!dialog) {
    const style = document.createElement('style');
    style.textContent = STYLES;
    document.head.append(style);
    dialog = document.createElement('dialog');
    dialog.className = 'sx-playground';
    dialog.setAttribute('aria-labelledby', `${ID}-title`);
    document.body.append(dialog);
    const d = dialog;
    render(<Playground data={data} close={() => d.close()} />, d);
  }
  const d = dialog;
  d.addEventListener('close', () => button.focus(), { once: true });
  d.showModal();
}

/** The named example chosen in the page's request samples (runtime/tabs.ts), for the first media type's body. */
function pageExample(data: ApiPageData): number {
  const chosen = Number(document.querySelector('[data-sx-tabs="sx-api-request"]')?.getAttribute('data-sx-example') ?? 0);
  return chosen > 0 && chosen < (data.body?.contents[0]?.examples?.length ?? 0) ? chosen : 0;
}

function initialState(data: ApiPageData): PlayState {
  const prefill = data.prefill === true;
  const content = data.body?.contents[0];
  const example = pageExample(data);
  return {
    server: 0,
    variables: {},
    base: '',
    params: Object.fromEntries(data.parameters.map((p) => [paramKey(p), initialParam(p, prefill)])),
    media: 0,
    ...(example ? { example } : {}),
    raw: initialRaw(content, prefill, example),
    fields: initialFields(content, prefill, example),
    auth: 0,
  };
}

function schemeNames(data: ApiPageData): string[] {
  return [...new Set(data.security.flat().map((s) => s.scheme))];
}

const STREAM = /^(text\/event-stream|application\/(x-)?ndjson|application\/jsonl|application\/x-jsonlines|application\/json-seq)\b/i;
const TEXTUAL = /^text\/|[/+](json|xml|javascript|yaml|x-www-form-urlencoded)\b|^application\/(xml|javascript|graphql)/i;

function langOf(type: string): string {
  if (/json/i.test(type)) return 'json';
  if (/html/i.test(type)) return 'html';
  if (/xml/i.test(type)) return 'xml';
  if (/yaml/i.test(type)) return 'yaml';
  return 'text';
}

function fileName(headers: Headers): string {
  const cd = headers.get('content-disposition') ?? '';
  return /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(cd)?.[1] ?? 'response';
}

function Playground({ data, close }: { data: ApiPageData; close: () => void }) {
  const t = playgroundText();
  const names = useMemo(() => schemeNames(data), [data]);
  const [state, setState] = useState<PlayState>(() => initialState(data));
  const [creds, setCreds] = useState<Record<string, Credential>>(() => rememberedCredentials(names));
  const [remember, setRemember] = useState(() => Object.keys(rememberedCredentials(names)).length > 0);
  const [files, setFiles] = useState<Record<string, File | undefined>>({});
  const [timeout, setTimeoutS] = useState(String(DEFAULT_TIMEOUT_S));
  const [language, setLanguage] = useState(data.samples?.languages[0] ?? 'curl');
  const [showSecrets, setShowSecrets] = useState(false);
  const [sample, setSample] = useState<{ code: string; html?: string }>({ code: '' });
  const [response, setResponse] = useState<ResponseState | undefined>(undefined);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState<HistoryEntry[]>(() => readHistory(data.method, data.path));
  const controller = useRef<AbortController | undefined>(undefined);

  const set = (p: Partial<PlayState>) =>
    setState((s) => {
      const next = { ...s, ...p };
      // Another media type starts from its own (first) example/defaults; another named example from that example.
      const media = p.media !== undefined && p.media !== s.media;
      if (media || (p.example !== undefined && p.example !== (s.example ?? 0))) {
        const example = media ? (p.example ?? 0) : p.example!;
        const content = data.body?.contents[next.media];
        next.example = example;
        next.raw = initialRaw(content, data.prefill === true, example);
        next.fields = initialFields(content, data.prefill === true, example);
      }
      return next;
    });
  // An example chosen on the page (while the dialog was closed) becomes the body of its media type.
  useEffect(() => {
    const chosen = (e: Event) => {
      const index = (e as CustomEvent<number>).detail;
      if (typeof index === 'number' && data.body?.contents[0]?.examples?.[index]) set({ media: 0, example: index });
    };
    document.addEventListener('sx-example', chosen);
    return () => document.removeEventListener('sx-example', chosen);
  }, [data]);
  const setCred = (name: string, c: Credential) =>
    setCreds((all) => {
      const next = { ...all, [name]: c };
      if (remember) rememberCredentials(next, names);
      return next;
    });
  const toggleRemember = (on: boolean) => {
    setRemember(on);
    if (on) rememberCredentials(creds, names);
    else forget(names);
  };

  // The live sample follows every change; credentials masked unless shown.
  const shown = useMemo(() => sampleOf(buildRequest(data, state, creds, files, !showSecrets)), [data, state, creds, files, showSecrets]);
  const shownKey = JSON.stringify(shown);
  useEffect(() => {
    let live = true;
    const fallback = curl(shown);
    setSample((s) => (s.html ? s : { code: fallback }));
    void loadLiveSample().then(async (liveSample) => {
      const out = liveSample ? await liveSample(language, shown).catch(() => undefined) : undefined;
      if (live) setSample(out ? { code: out.code, html: out.html } : { code: fallback });
    });
    return () => {
      live = false;
    };
  }, [shownKey, language]);

  const validate = async (
    status: number,
    type: string,
    value: unknown,
    item?: number,
    event?: SseEvent,
  ): Promise<(Mismatch & { item?: number })[] | undefined> => {
    const v = await loadValidate();
    if (!v || !data.responses) return undefined;
    const found = v.responseSchema(data.responses, status, type.split(';')[0]!.trim());
    const schema = item === undefined ? found?.schema : found?.itemSchema;
    if (!schema) return undefined;
    // An SSE item is the event (3.2) or the JSON in its data, as the itemSchema describes it.
    const checked = event ? v.sseItemValue(schema, event) : { value };
    if (!checked) return undefined;
    return v.checkValue(schema, checked.value, t).map((m) => (item === undefined ? m : { ...m, item }));
  };

  const run = async (s: PlayState = state) => {
    const req = buildRequest(data, s, creds, files);
    setProblems(req.problems);
    if (req.problems.length) return;
    const ctl = new AbortController();
    controller.current = ctl;
    setBusy(true);
    setResponse(undefined);
    const seconds = Number(timeout) > 0 ? Number(timeout) : DEFAULT_TIMEOUT_S;
    const timer = setTimeout(() => ctl.abort(new DOMException(t.timedOut, 'TimeoutError')), seconds * 1000);
    try {
      const sent = await send(req, data.playground.proxy, ctl);
      const masked = buildRequest(data, s, creds, files, true);
      const status = sent.ok ? sent.response.status : undefined;
      setHistory(
        addHistory(data.method, data.path, {
          at: Date.now(),
          method: data.method,
          url: masked.url,
          ...(status !== undefined ? { status } : {}),
          state: s,
        }),
      );
      if (!sent.ok) {
        setResponse({ via: sent.via, ...(sent.note ? { note: sent.note } : {}), error: { kind: sent.kind, message: sent.message } });
        return;
      }
      const r = sent.response;
      const headers = [...r.headers].filter(
        ([k]) => !/^x-sextant-(proxy|set-cookie)$/i.test(k) || k.toLowerCase() === 'x-sextant-set-cookie',
      );
      const type = r.headers.get('content-type') ?? '';
      const base: ResponseState = {
        via: sent.via,
        ...(sent.note ? { note: sent.note } : {}),
        status: r.status,
        statusText: r.statusText,
        headers,
      };
      if (STREAM.test(type) && r.body) {
        clearTimeout(timer);
        await readStream(r, type, { ...base, time: performance.now() - sent.started }, ctl);
        return;
      }
      const buf = await r.arrayBuffer();
      const time = performance.now() - sent.started;
      let body: ResponseBody | undefined;
      let mismatches: (Mismatch & { item?: number })[] | undefined;
      if (buf.byteLength === 0) body = undefined;
      else if (TEXTUAL.test(type) || !type) {
        let text = new TextDecoder().decode(buf);
        if (/json/i.test(type)) {
          try {
            const value: unknown = JSON.parse(text);
            text = JSON.stringify(value, null, 2);
            mismatches = await validate(r.status, type, value);
          } catch {
            // Not JSON after all: shown as it came.
          }
        }
        body = { kind: 'text', text, lang: langOf(type) };
      } else {
        const url = URL.createObjectURL(new Blob([buf], { type }));
        const media = /^(image|audio|video)\//i.exec(type)?.[1]?.toLowerCase() as 'image' | 'audio' | 'video' | undefined;
        body = media ? { kind: 'media', url, type: media } : { kind: 'download', url, name: fileName(r.headers) };
      }
      setResponse({
        ...base,
        time,
        size: buf.byteLength,
        ...(body ? { body } : {}),
        ...(mismatches ? { mismatches, validated: true } : {}),
      });
    } catch (e) {
      const reason: unknown = ctl.signal.reason;
      const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
      setResponse({
        via: 'direct',
        error: {
          kind: timedOut ? 'timeout' : 'network',
          message: timedOut ? t.timedOut : fill(t.networkError, { reason: (e as Error).message }),
        },
      });
    } finally {
      clearTimeout(timer);
      setBusy(false);
      controller.current = undefined;
    }
  };

  const readStream = async (r: Response, type: string, base: ResponseState, ctl: AbortController) => {
    const sse = /event-stream/i.test(type) ? new SseReader() : undefined;
    const lines = sse ? undefined : new LineReader(/json-seq/i.test(type) ? RECORD_SEPARATOR : /\r?\n/);
    const items: { label?: string; text: string }[] = [];
    const mismatches: (Mismatch & { item?: number })[] = [];
    let size = 0;
    let validated = false;
    const show = (done: boolean, stopped = false) =>
      setResponse({
        ...base,
        size,
        body: { kind: 'stream', items: [...items], done, stopped },
        ...(validated ? { validated, mismatches: [...mismatches] } : {}),
      });
    const add = async (label: string | undefined, text: string, event?: SseEvent) => {
      let shownText = text;
      let value: unknown;
      try {
        value = JSON.parse(text);
        shownText = JSON.stringify(value, null, 2);
      } catch {
        // Not JSON: shown as text (an SSE `[DONE]` marker, plain data).
      }
      if (value !== undefined || event) {
        const found = await validate(base.status ?? 0, type, value, items.length, event);
        if (found) {
          validated = true;
          mismatches.push(...found);
        }
      }
      items.push({ ...(label && label !== 'message' ? { label } : {}), text: shownText });
    };
    show(false);
    const reader = r.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        const text = decoder.decode(value, { stream: true });
        if (sse) for (const e of sse.push(text)) await add(e.event, e.data, e);
        else for (const l of lines!.push(text)) await add(undefined, l);
        show(false);
      }
      if (lines) for (const l of lines.end()) await add(undefined, l);
      show(true);
    } catch {
      show(true, ctl.signal.aborted);
    }
  };

  const cancel = () => controller.current?.abort();
  const reopen = (h: HistoryEntry) => setState({ ...initialState(data), ...h.state });

  return (
    <div class="sxp">
      <header class="sxp-head">
        <h2 id={`${ID}-title`}>
          <span class={`sx-method sx-method-${data.method.toLowerCase()}`}>{data.method}</span> <code>{data.path}</code>
        </h2>
        <button type="button" class="sxp-close" onClick={close} aria-label={t.close}>
          ×
        </button>
      </header>
      <div class="sxp-cols">
        <form
          class="sxp-request"
          aria-label={t.request}
          onSubmit={(e) => {
            e.preventDefault();
            void run();
          }}
        >
          <ServerInputs data={data} state={state} set={set} />
          <AuthInputs
            data={data}
            state={state}
            set={set}
            creds={creds}
            setCred={setCred}
            remember={remember}
            setRemember={toggleRemember}
          />
          <ParamInputs data={data} state={state} set={set} />
          <BodyInputs data={data} state={state} set={set} files={files} setFile={(n, f) => setFiles((all) => ({ ...all, [n]: f }))} />
          <div class="sxp-field sxp-timeout">
            <label for={`${ID}-timeout`}>{t.timeout}</label>
            <input
              id={`${ID}-timeout`}
              type="number"
              min="1"
              step="1"
              value={timeout}
              onInput={(e) => setTimeoutS(e.currentTarget.value)}
            />
          </div>
          {problems.length ? (
            <ul class="sxp-problems" aria-label={t.beforeSending}>
              {problems.map((p) => (
                <li>{p}</li>
              ))}
            </ul>
          ) : null}
          <div class="sxp-actions">
            <button type="submit" class="sxp-send" disabled={busy}>
              {t.send}
            </button>
            {busy ? (
              <button type="button" class="sxp-cancel" onClick={cancel}>
                {t.cancel}
              </button>
            ) : null}
            <span class="sxp-note">{data.playground.proxy ? t.sendsViaProxy : t.sendsDirectly}</span>
          </div>
          {history.length ? (
            <details class="sxp-history">
              <summary>{fill(t.history, { n: history.length })}</summary>
              <ol>
                {history.map((h, i) => (
                  <li>
                    <span class="sxp-type">
                      {new Date(h.at).toLocaleTimeString()} {h.status ?? '—'}
                    </span>{' '}
                    <code>{h.url}</code>{' '}
                    <button type="button" class="sxp-small" aria-label={fill(t.openRequest, { n: i + 1 })} onClick={() => reopen(h)}>
                      {t.open}
                    </button>
                    <button
                      type="button"
                      class="sxp-small"
                      aria-label={fill(t.sendRequestAgain, { n: i + 1 })}
                      disabled={busy}
                      onClick={() => {
                        const s = { ...initialState(data), ...h.state };
                        setState(s);
                        void run(s);
                      }}
                    >
                      {t.sendAgain}
                    </button>
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
        </form>
        <div class="sxp-result">
          <section class="sxp-sample" aria-labelledby={`${ID}-sample-title`}>
            <div class="sxp-bar">
              <h3 id={`${ID}-sample-title`}>{t.requestSample}</h3>
              {(data.samples?.languages.length ?? 0) > 1 ? (
                <>
                  <label for={`${ID}-lang`} class="sxp-visually-hidden">
                    {t.sampleLanguage}
                  </label>
                  <select id={`${ID}-lang`} value={language} onChange={(e) => setLanguage(e.currentTarget.value)}>
                    {data.samples!.languages.map((l) => (
                      <option value={l}>{l}</option>
                    ))}
                  </select>
                </>
              ) : null}
              {names.length ? (
                <span class="sxp-check">
                  <input
                    id={`${ID}-show`}
                    type="checkbox"
                    checked={showSecrets}
                    onChange={(e) => setShowSecrets(e.currentTarget.checked)}
                  />
                  <label for={`${ID}-show`}>{t.showCredentials}</label>
                </span>
              ) : null}
            </div>
            {sample.html ? (
              <div class="sxp-code" dangerouslySetInnerHTML={{ __html: sample.html }} />
            ) : (
              <pre class="sxp-code">
                <code>{sample.code}</code>
              </pre>
            )}
          </section>
          <section class="sxp-response-section" aria-labelledby={`${ID}-response-title`}>
            <h3 id={`${ID}-response-title`}>{t.response}</h3>
            <ResponseView r={response} busy={busy} onStop={cancel} />
          </section>
        </div>
      </div>
    </div>
  );
}
