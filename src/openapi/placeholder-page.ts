import type { Page } from '../model/page.js';
import { emptyPage } from '../content/empty-page.js';
import type { Route } from '../model/site-model.js';
import { escapeHtml } from '../common/escape-html.js';

/**
 * A generated route's page without a reference: operations and channels whose spec no longer loads
 * (or no longer has them). Method, path or channel, and spec, so navigation, links and search work.
 */
export function placeholderApiPage(route: Route): Page {
  const p = route.page;
  const what =
    p.kind === 'openapi'
      ? `<span class="sx-method sx-method-${p.method.toLowerCase()}">${p.method}</span> <code>${escapeHtml(p.path)}</code>`
      : p.kind === 'webhook'
        ? `<span class="sx-method">WEBHOOK</span> <code>${escapeHtml(p.name)}</code>`
        : p.kind === 'asyncapi'
          ? `<span class="sx-method">WS</span> <code>${escapeHtml(p.channel)}</code>`
          : '';
  const spec = p.kind === 'mdx' ? '' : escapeHtml(p.spec);
  return emptyPage(route.path, route.title ?? route.path, {
    meta: { social: {}, raw: {}, ...(p.kind !== 'mdx' && 'deprecated' in p && p.deprecated ? { deprecated: true } : {}) },
    html: `<p class="sx-endpoint">${what}</p><p>From <code>${spec}</code>.</p>`,
  });
}
