import fs from 'node:fs';
import type { ProxyAllowFile } from '../../site/proxy-allow.js';

/**
 * The allow-list a build wrote (`_sextant/proxy.json`), read again whenever the file changes (a
 * served folder may be rebuilt while serving). A missing or broken file allows nothing.
 */
export function allowFromFile(file: string): () => Promise<readonly string[]> {
  let cached: { stamp: string; allow: readonly string[] } = { stamp: '', allow: [] };
  return async () => {
    const stat = await fs.promises.stat(file).catch(() => undefined);
    const stamp = stat ? `${stat.mtimeMs}:${stat.size}` : 'missing';
    if (stamp === cached.stamp) return cached.allow;
    let allow: readonly string[] = [];
    try {
      const parsed = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Partial<ProxyAllowFile>;
      if (Array.isArray(parsed.allow)) allow = parsed.allow.filter((e): e is string => typeof e === 'string');
    } catch {
      allow = [];
    }
    cached = { stamp, allow };
    return allow;
  };
}
