/**
 * The WebSocket console's entry, on AsyncAPI channel pages whose channel has a `ws`/`wss` server:
 * reads the page's data island (`#sx-channel`, model/channel-page.ts) and draws the console into the
 * mount the page's HTML holds (`#sx-ws-console`). Shares the playground's field styles and validator.
 * Built by scripts/build-runtime.mjs into lib/runtime/asyncapi-console/.
 */
import { render } from 'preact';
import type { ChannelConsoleData } from '../../src/model/channel-page.js';
import { STYLES } from '../playground/styles.js';
import { Console } from './app.js';
import { CONSOLE_STYLES } from './styles.js';

function readData(): ChannelConsoleData | undefined {
  const el = document.getElementById('sx-channel');
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as ChannelConsoleData;
  } catch {
    return undefined;
  }
}

function start(): void {
  const data = readData();
  const mount = document.getElementById('sx-ws-console');
  if (!data || !mount || !data.servers.length) return;
  const style = document.createElement('style');
  style.textContent = STYLES + CONSOLE_STYLES;
  document.head.append(style);
  render(<Console data={data} />, mount);
  document.documentElement.setAttribute('data-sx-ws-console', 'ready');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
