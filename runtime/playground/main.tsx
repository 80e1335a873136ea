/**
 * The API playground (display `interactive` or `auth`): compose a request from the page's
 * `#sx-api` data, send it directly or through the proxy, read the response. Loaded as an ES module
 * only by pages that show it; heavier parts (the body form, each language's sample generator, the
 * response validator) are chunks loaded when first needed.
 * Built by scripts/build-runtime.mjs into lib/runtime/playground/.
 */
import { render } from 'preact';
import type { ApiPageData } from '../../src/model/api-page.js';

function readData(): ApiPageData | undefined {
  const el = document.getElementById('sx-api');
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as ApiPageData;
  } catch {
    return undefined;
  }
}

function start(): void {
  const data = readData();
  if (!data) return;
  const host = document.createElement('div');
  host.id = 'sx-playground-root';
  document.body.append(host);
  render(<span hidden data-method={data.method} />, host);
  document.documentElement.setAttribute('data-sx-playground', 'ready');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
