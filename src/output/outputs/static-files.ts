import path from 'node:path';
import { fileStamp } from '../../source/file-stamp.js';
import type { OwnedFiles, SiteOutput } from './output.js';

/** The docs folder's own files (images, downloads…) but its pages, docs.json and Sextant's folder, copied as they are. */
export function staticFiles(): SiteOutput {
  return {
    name: 'static-files',
    write({ site, writer, previous }) {
      const owned: OwnedFiles = {};
      for (const f of site.files?.files ?? []) {
        if (/\.mdx?$/.test(f) || f === 'docs.json' || f === 'mint.json' || f.startsWith('_sextant/')) continue;
        const from = path.join(site.root, f);
        owned[f] = fileStamp(from);
        // A rebuild copies only the files changed since (see SiteWriter.mergeInto).
        if (previous?.[f] !== owned[f]) writer.copy(from, f);
      }
      return owned;
    },
  };
}
