import crypto from 'node:crypto';
import type { Route } from '../model/site-model.js';

/** Where generated Open Graph cards are written in the output (named by the hash of what they show). */
export const OG_CARD_DIR = '_sextant/og';

/** A page's generated Open Graph card: what it shows and the output file it is drawn into. */
export interface OgCard {
  /** Output-relative file, `_sextant/og/<hash>.jpg`: a changed title is a new URL, so social sites fetch it anew. */
  file: string;
  title: string;
  /** The page's place in the navigation (its last two breadcrumbs). */
  section?: string;
}

// Letters of scripts the card's font (Inter: Latin, Cyrillic, Greek) has no glyphs for: a card would show boxes.
const UNDRAWABLE = /(?![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}])\p{L}/u;

/**
 * The card of a page, given the seed of the site's card design (see output/og-cards.ts: site name, colours,
 * logo and address); undefined when a text has letters the card's font cannot draw.
 */
export function ogCard(seed: string, siteName: string, route: Route, title: string): OgCard | undefined {
  const section = route.breadcrumbs.slice(-2).join(' / ') || undefined;
  if (UNDRAWABLE.test(title + (section ?? '') + siteName)) return undefined;
  const hash = crypto
    .createHash('sha256')
    .update(`${seed}\0${title}\0${section ?? ''}`)
    .digest('hex')
    .slice(0, 20);
  return { file: `${OG_CARD_DIR}/${hash}.jpg`, title, ...(section ? { section } : {}) };
}
