import { PROXY_ALLOW_FILE, proxyAllowList, type ProxyAllowFile } from '../../site/proxy-allow.js';
import type { SiteOutput } from './output.js';

/** `_sextant/proxy.json`: the origins the playground proxy of `sextant serve` (or a deployed handler) may forward to. */
export function proxyAllowListOutput(): SiteOutput {
  // Servers of pages that are not in a spec the navigation lists (hand-written `api:` pages with a full URL).
  const fromPages = new Set<string>();
  return {
    name: 'proxy-allow-list',
    collect(page) {
      for (const o of page.apiOrigins ?? []) fromPages.add(o);
    },
    write({ site, writer }) {
      const file: ProxyAllowFile = { allow: [...new Set([...proxyAllowList(site), ...fromPages])].sort() };
      writer.write(PROXY_ALLOW_FILE, JSON.stringify(file, null, 2) + '\n');
      return { [PROXY_ALLOW_FILE]: '' };
    },
  };
}
