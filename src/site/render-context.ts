import crypto from 'node:crypto';
import type { SiteModel } from '../model/site-model.js';
import type { RenderContext } from '../render/render-page.js';
import { largeSidebarDivisions } from '../render/site-context.js';
import { SiteIndex } from '../render/site-index.js';

export type Flavour = 'build' | 'dev';

/** The parts of a render context besides the model: what a build hands its workers (all structured-clone-able but labels). */
export interface RenderParts {
  labels: RenderContext['labels'];
  assets: RenderContext['assets'];
  navFragments: RenderContext['navFragments'];
  banners: RenderContext['banners'];
  dev: boolean;
  ogCardSeed?: string;
  lastModified?: RenderContext['lastModified'];
}

/** The one way a render context is made, in the build, its workers and the dev server. */
export function makeRenderContext(model: SiteModel, parts: RenderParts, index: SiteIndex = new SiteIndex(model)): RenderContext {
  return {
    index,
    labels: parts.labels,
    assets: parts.assets,
    navFragments: parts.navFragments,
    banners: parts.banners,
    dev: parts.dev,
    ...(parts.ogCardSeed ? { ogCardSeed: parts.ogCardSeed } : {}),
    ...(parts.lastModified ? { lastModified: parts.lastModified } : {}),
  };
}

/**
 * The URL of each large sidebar's fragment, by division. A build's are stable per sidebar (pages need
 * not change when it does); the dev server's name the division, and are made when first asked for.
 */
export function navFragmentUrls(model: SiteModel, flavour: Flavour): Map<string, string> {
  return new Map(
    largeSidebarDivisions(model).map((d) => [
      d.id,
      flavour === 'dev'
        ? `/_sextant/nav/dev-${encodeURIComponent(d.id || 'root')}.json`
        : `/_sextant/nav/${crypto.createHash('sha256').update(d.id).digest('hex').slice(0, 12)}.json`,
    ]),
  );
}
