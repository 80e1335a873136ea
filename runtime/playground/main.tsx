/**
 * The API playground's entry (display `interactive` or `auth`): wires the page's server-drawn
 * "Try it" button to the playground dialog, which loads on first use (or when the pointer or focus
 * reaches the button). Kept tiny so the button works as soon as the page has loaded; everything
 * else (Preact, the dialog, the form, samples, validation) is in lazy chunks.
 * Built by scripts/build-runtime.mjs into lib/runtime/playground/.
 */
import type { ApiPageData } from '../../src/model/api-page.js';
import type * as App from './app.js';

function readData(): ApiPageData | undefined {
  const el = document.getElementById('sx-api');
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as ApiPageData;
  } catch {
    return undefined;
  }
}

let app: Promise<typeof App> | undefined;
const load = () => (app ??= import('./app.js'));

function start(): void {
  const data = readData();
  if (!data) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sx-try-it]')) {
    const warm = () => void load().catch(() => undefined);
    button.addEventListener('pointerenter', warm, { once: true });
    button.addEventListener('focus', warm, { once: true });
    button.addEventListener('click', () => {
      void load().then((m) => m.open(data, button));
    });
  }
  document.documentElement.setAttribute('data-sx-playground', 'ready');
  performance.mark('sx-playground-ready');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
