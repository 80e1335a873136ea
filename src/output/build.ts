import crypto from 'node:crypto';
import path from 'node:path';
import { check } from '../check.js';
import { countDiagnostics, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { scanFiles } from '../content/scan-files.js';
import { largeSidebars } from '../render/site-context.js';
import type { RouteLabel } from '../render/site-index.js';
import { SiteIndex } from '../render/site-index.js';
import { renderInlineMarkdown } from '../content/inline-markdown.js';
import { collectBanners } from '../render/site-context.js';
import { redirectPage, renderNotFound } from '../render/special-pages.js';
import { ICON_SPRITE_URL, iconSprite, takeUsedIcons } from '../render/icons.js';
import { assetUrls, siteAssets } from './assets.js';
import { buildSeverity } from './build-severity.js';
import { createPagePool, workerCount } from './page-pool.js';
import { SiteWriter } from './write-site.js';

export { compileContext } from './compile-context.js';

export interface BuildOptions {
  /** Output folder (default `<dir>/dist`). */
  outDir?: string;
  /** Every warning fails the build. */
  strict?: boolean;
  /** Worker threads (default: one per core for large sites, none for small ones). */
  workers?: number;
  /** Called as pages finish, for progress display. */
  onProgress?: (done: number, total: number) => void;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: number;
  outDir: string;
}

/** Build a docs folder into a static site; the previous output stays untouched unless this succeeds. */
export async function build(dir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const root = path.resolve(dir);
  const outDir = path.resolve(options.outDir ?? path.join(root, 'dist'));
  const checked = check(root, { outDir });
  // Syntax errors in docs.json and its includes fail the build; in spec files they only skip pages.
  const configFiles = new Set(checked.configFiles);
  const severity = (d: Diagnostic) => buildSeverity(d, options.strict === true, configFiles);
  const diagnostics: Diagnostic[] = checked.diagnostics.map(severity);
  const fail = (): BuildResult => ({ ok: false, diagnostics: sortDiagnostics(diagnostics), pages: 0, outDir });
  if (!checked.model || countDiagnostics(diagnostics).errors > 0) return fail();
  const site = checked.model;
  const files = scanFiles(root, { outDir });

  const pool = createPagePool(root, site, [...files.files], workerCount(site.routes.length, options.workers));
  try {
    const labels = new Map<string, RouteLabel>();
    let math = false;
    await pool.compile((page) => {
      labels.set(page.route, page.label);
      math ||= page.math;
      diagnostics.push(...page.diagnostics.map(severity));
      options.onProgress?.(labels.size, site.routes.length);
    });
    if (countDiagnostics(diagnostics).errors > 0) return fail();

    const writer = new SiteWriter(outDir);
    try {
      const assets = siteAssets({ math, dev: false });
      for (const a of [...assets.css, ...assets.scripts, ...assets.math]) writer.copy(a.file, a.url.slice(1));
      // Labels in route order, so every build writes the same sidebars whatever order pages finished in.
      const ordered = new Map(site.routes.map((r) => [r.path, labels.get(r.path)!]));
      const navFragments = new Map<string, string>();
      for (const { division, json } of largeSidebars(site, ordered)) {
        const url = `/_sextant/nav/${crypto.createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
        writer.write(url.slice(1), json);
        navFragments.set(division, url);
      }
      const layout = { labels: [...ordered], assets: assetUrls(assets), navFragments: [...navFragments] };
      const icons = await pool.render(layout, writer.tmp);
      const render = { index: new SiteIndex(site), labels: ordered, assets: layout.assets, navFragments, banners: collectBanners(site, renderInlineMarkdown), dev: false };
      writer.write('404.html', renderNotFound(render));
      writer.write(ICON_SPRITE_URL.slice(1), iconSprite([...icons, ...takeUsedIcons()]));
      const home = site.root.firstRoute;
      if (!render.index.routes.has('/') && home && home !== '/') writer.write('index.html', redirectPage(home));
      for (const file of files.files) {
        if (!/\.mdx?$/.test(file) && file !== 'docs.json' && !file.startsWith('_sextant/')) writer.copy(path.join(root, file), file);
      }
      writer.commit();
    } catch (err) {
      writer.abort();
      throw err;
    }
  } finally {
    await pool.close();
  }
  return { ok: true, diagnostics: sortDiagnostics(diagnostics), pages: site.routes.length, outDir };
}
