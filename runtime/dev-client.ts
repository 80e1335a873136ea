/**
 * `sextant dev` only: live reload and the build-error overlay. Listens to the server's
 * EventSource stream at /_sextant/events:
 *
 *   reload  → reload the page;
 *   error   → data `{ message, file, line, column, frame? }`: show a full-screen overlay
 *             (`<sextant-error-overlay>`, shadow DOM) with file:line:column and the code frame,
 *             dismissible with Escape or its close button;
 *   ok      → remove the overlay.
 *
 * When the connection drops (the server stopped or restarted) it reconnects with a growing
 * delay, and reloads once it is back, since the site may have been rebuilt meanwhile.
 */

interface BuildError {
  message?: string;
  file?: string;
  line?: number;
  column?: number;
  frame?: string;
}

const TAG = 'sextant-error-overlay';
const ENDPOINT = '/_sextant/events';

const STYLE = `
:host{position:fixed;inset:0;z-index:2147483647;display:block;direction:ltr;background:rgba(0,0,0,.72);overflow:auto;
font:14px/1.5 ui-sans-serif,system-ui,sans-serif;color:#f5f5f5}
.box{margin:5vh auto;max-width:min(960px,92vw);background:#1c1c1e;border-top:4px solid #ff5555;border-radius:6px;
padding:20px 24px;box-shadow:0 10px 40px rgba(0,0,0,.5)}
h2{margin:0 0 8px;font-size:16px;color:#ff7b7b}
.msg{white-space:pre-wrap;font-weight:600;margin:0 0 12px}
.loc{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:#8fc1ff;margin:0 0 12px}
pre{margin:0;padding:12px;background:#111;border-radius:4px;overflow:auto;
font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.tip{margin:12px 0 0;color:#aaa;font-size:12px}
button{float:right;font:inherit;background:none;border:1px solid #666;color:inherit;border-radius:4px;padding:2px 10px;cursor:pointer}
button:focus-visible{outline:2px solid #8fc1ff;outline-offset:2px}
`;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

class ErrorOverlay extends HTMLElement {
  show(error: BuildError): void {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const box = el('div', 'box');
    box.setAttribute('role', 'alertdialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', 'sx-title');
    box.setAttribute('aria-describedby', 'sx-msg');
    box.tabIndex = -1;
    const close = el('button', '', 'Close');
    close.type = 'button';
    close.setAttribute('aria-label', 'Close error overlay');
    close.addEventListener('click', () => removeOverlay());
    const title = el('h2', '', 'Build error');
    title.id = 'sx-title';
    const msg = el('p', 'msg', (error.message ?? 'Unknown error').replace(ANSI, ''));
    msg.id = 'sx-msg';
    box.append(close, title, msg);
    if (error.file) {
      const at = [error.file, error.line, error.column].filter((p) => p !== undefined && p !== null).join(':');
      box.append(el('p', 'loc', at));
    }
    if (error.frame) box.append(el('pre', '', error.frame.replace(ANSI, '')));
    box.append(el('p', 'tip', 'Fix the file and save to rebuild, or press Escape to dismiss.'));
    const style = el('style', '', STYLE);
    root.replaceChildren(style, box);
    box.focus();
  }
}

function overlay(): ErrorOverlay | null {
  return document.querySelector<ErrorOverlay>(TAG);
}

function removeOverlay(): void {
  overlay()?.remove();
}

function showOverlay(error: BuildError): void {
  if (!customElements.get(TAG)) customElements.define(TAG, ErrorOverlay);
  let node = overlay();
  if (!node) {
    node = document.createElement(TAG) as ErrorOverlay;
    document.documentElement.append(node);
  }
  node.show(error);
}

function parse(data: string): BuildError {
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object') return value as BuildError;
  } catch {
    // Not JSON: show the raw text.
  }
  return { message: data };
}

document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && overlay()) {
    e.preventDefault();
    removeOverlay();
  }
});

let delay = 500;
let connectedBefore = false;

function connect(): void {
  const source = new EventSource(ENDPOINT);
  source.addEventListener('open', () => {
    delay = 500;
    // Back after a drop: the server restarted and may have rebuilt the page.
    if (connectedBefore) location.reload();
    connectedBefore = true;
  });
  source.addEventListener('reload', () => location.reload());
  source.addEventListener('error', (event) => {
    if (event instanceof MessageEvent) {
      showOverlay(parse(String(event.data)));
      return;
    }
    // A connection error. EventSource retries by itself unless it gave up (CLOSED), e.g. when the
    // restarting server answered with an error status; then start again after a growing delay.
    if (source.readyState === EventSource.CLOSED) {
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, 5000);
    }
  });
  source.addEventListener('ok', () => removeOverlay());
}

connect();
