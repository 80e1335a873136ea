import { PROXY_ALLOW_FILE, proxyAllowList, type ProxyAllowFile } from '../../site/proxy-allow.js';
import type { SiteOutput } from './output.js';

/** `_sextant/proxy.json`: the origins the playground proxy of `sextant serve` (or a deployed handler) may forward to. */
export function proxyAllowListOutput(): SiteOutput {
  return {
    name: 'proxy-allow-list',
    write({ site, writer }) {
      const file: ProxyAllowFile = { allow: proxyAllowList(site) };
      writer.write(PROXY_ALLOW_FILE, JSON.stringify(file, null, 2) + '\n');
      return { [PROXY_ALLOW_FILE]: '' };
    },
  };
}
