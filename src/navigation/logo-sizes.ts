import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { SiteModel } from '../model/site-model.js';

/** Only a logo's header is read: the dimensions sit in the first bytes of every format image-size knows. */
const HEAD_BYTES = 64 * 1024;

/**
 * The intrinsic sizes of the site's logo files (light and dark), so the top bar can give each `<img>`
 * its width and nothing moves when the image arrives. URLs and unreadable files are left out.
 */
export function logoSizes(root: string, logo: SiteModel['settings']['logo']): SiteModel['logoSizes'] {
  const paths = typeof logo === 'string' ? [logo] : logo ? [logo.light, logo.dark] : [];
  const sizes: NonNullable<SiteModel['logoSizes']> = {};
  for (const p of paths) {
    if (!p || /^[a-z][a-z0-9+.-]*:/i.test(p) || p.startsWith('//')) continue;
    const file = path.join(root, p.replace(/^\/+/, ''));
    if (!path.resolve(file).startsWith(path.resolve(root) + path.sep)) continue;
    try {
      const fd = fs.openSync(file, 'r');
      const head = Buffer.alloc(HEAD_BYTES);
      const n = fs.readSync(fd, head, 0, HEAD_BYTES, 0);
      fs.closeSync(fd);
      const { width, height } = imageSize(head.subarray(0, n));
      if (width && height) sizes[p] = { width, height };
    } catch {
      // Not an image it can read (or missing: the config check reports that): the logo keeps its height only.
    }
  }
  return Object.keys(sizes).length ? sizes : undefined;
}
