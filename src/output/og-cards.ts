/**
 * Generated Open Graph cards: a 1200×630 JPEG per page (site logo or name, the page's section and title,
 * light text on a dark shade of the site's primary colour), for pages nothing gives an `og:image`.
 * Cards are drawn only when the site's address is known (og:image must be an absolute URL): without
 * it `cardSeed` is undefined and the rasteriser is never loaded. They are drawn in the build workers
 * beside their page and kept in the build cache by content hash, so a rebuild draws only new titles.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteModel } from '../model/site-model.js';
import type { OgCard } from '../render/og-card.js';
import { OG_CARD_HEIGHT, OG_CARD_WIDTH, siteUrl } from '../render/seo.js';
import type { SiteWriter } from './write-site.js';
// Types only: the library (a native binary) is loaded when the first card is drawn.
import type { Canvas, Image as Img, SKRSContext2D as Ctx } from '@napi-rs/canvas';

/** Bump when the drawing changes: every card then gets a new name. */
const DESIGN = 2;

/** Inter's subsets the card draws with (Latin, Cyrillic, Greek, Vietnamese: see render/og-card.ts for the rest). */
const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

/**
 * The design every card of the site shares, as a hash (it names each card with its title and section):
 * site name, colours, logo file and content, and address. Undefined when the site's address is unknown:
 * then no card is made.
 */
export function cardSeed(root: string, site: SiteModel): string | undefined {
  const url = siteUrl(site.settings);
  if (!url) return undefined;
  const logo = logoFile(root, site);
  // The logo by its path inside the docs folder (and its bytes): cards are named alike wherever the folder sits.
  const logoPath = logo ? path.relative(root, logo).split(path.sep).join('/') : null;
  const h = crypto.createHash('sha256').update(JSON.stringify([DESIGN, site.name, site.settings.colors, url, logoPath]));
  if (logo) {
    try {
      h.update(fs.readFileSync(logo));
    } catch {
      // A logo that cannot be read is drawn as the site's name.
    }
  }
  return h.digest('hex').slice(0, 20);
}

/** The logo drawn on cards (cards are dark: the dark-mode logo first), when it is a file of the docs folder. */
function logoFile(root: string, site: SiteModel): string | undefined {
  const logo = site.settings.logo;
  const src = typeof logo === 'string' ? logo : (logo?.dark ?? logo?.light);
  if (!src || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return undefined;
  const file = path.join(root, src.replace(/^\/+/, ''));
  return file.startsWith(root + path.sep) ? file : undefined;
}

interface Tools {
  canvas: Canvas;
  logo?: Img;
  /** The font list every text is drawn with (Inter's subsets, one family each). */
  font: string;
}

/** Draws a site's cards into an output folder, through a cache folder of cards by name. */
export class CardPainter {
  private tools?: Promise<Tools>;

  constructor(
    private readonly root: string,
    private readonly site: SiteModel,
    /** Where drawn cards are kept between builds ('' for nowhere). */
    private readonly cacheDir: string,
  ) {}

  /** Write a page's card into the output: from the cache when drawn before, else drawn (and kept). */
  async paint(card: OgCard, writer: SiteWriter): Promise<void> {
    const cached = this.cacheDir ? path.join(this.cacheDir, path.basename(card.file)) : '';
    if (cached && fs.existsSync(cached)) {
      writer.copy(cached, card.file);
      return;
    }
    const image = await this.draw(card);
    writer.write(card.file, image);
    if (cached) {
      fs.mkdirSync(this.cacheDir, { recursive: true });
      // Written whole under another name first: a worker drawing the same card meanwhile never reads half a file.
      const tmp = `${cached}.${process.pid}-${Math.random().toString(36).slice(2)}`;
      fs.writeFileSync(tmp, image);
      fs.renameSync(tmp, cached);
    }
  }

  /**
   * The card as JPEG (quality 92: no visible edge on its flat colours and text, the size of the PNG),
   * encoded four times faster than PNG, whose deflate made most of a card's cost.
   */
  async draw(card: OgCard): Promise<Buffer> {
    const { canvas: c, logo, font } = await (this.tools ??= this.load());
    const g = c.getContext('2d');
    const { background, accent } = cardColours(this.site.settings.colors);
    const left = 80;
    const width = OG_CARD_WIDTH - 2 * left;
    // Flat colours only: a gradient makes the file larger and slower to encode.
    g.fillStyle = background;
    g.fillRect(0, 0, OG_CARD_WIDTH, OG_CARD_HEIGHT);
    g.fillStyle = accent;
    g.fillRect(0, 0, OG_CARD_WIDTH, 14);

    g.textBaseline = 'alphabetic';
    if (logo) {
      const scale = Math.min(64 / logo.height, 480 / logo.width);
      g.drawImage(logo, left, 72, logo.width * scale, logo.height * scale);
    } else {
      g.fillStyle = '#ffffff';
      g.font = `600 40px ${font}`;
      g.fillText(fit(g, this.site.name, width), left, 118);
    }

    // The title sits above the footer line, its section above it: as many lines as it needs, up to three.
    let size = 76;
    let lines = wrap(g, card.title, width, size, font);
    while (lines.length > 2 && size > 56) lines = wrap(g, card.title, width, (size -= 8), font);
    if (lines.length > 3) lines = [...lines.slice(0, 2), fit(g, lines.slice(2).join(' '), width)];
    const lineHeight = Math.round(size * 1.15);
    const bottom = 478;
    g.fillStyle = '#ffffff';
    g.font = `700 ${size}px ${font}`;
    lines.forEach((line, i) => g.fillText(line, left, bottom - (lines.length - 1 - i) * lineHeight));
    if (card.section) {
      g.font = `500 34px ${font}`;
      g.fillStyle = 'rgba(255,255,255,0.78)';
      g.fillText(fit(g, card.section, width), left, bottom - lines.length * lineHeight - 10);
    }
    const host = new URL(siteUrl(this.site.settings)!).host;
    g.font = `500 28px ${font}`;
    g.fillStyle = 'rgba(255,255,255,0.7)';
    g.fillText(host, left, 574);
    // Encoded at once, before another card draws on the same canvas (one canvas: allocating one costs more than drawing).
    return c.encodeSync('jpeg', 92);
  }

  private async load(): Promise<Tools> {
    const canvas = await import('@napi-rs/canvas');
    const dir = path.join(path.dirname(fileURLToPath(import.meta.resolve('@fontsource-variable/inter/package.json'))), 'files');
    const families = FONT_SUBSETS.map((subset) => `SextantCard-${subset}`);
    FONT_SUBSETS.forEach((subset, i) =>
      canvas.GlobalFonts.registerFromPath(path.join(dir, `inter-${subset}-wght-normal.woff2`), families[i]),
    );
    const file = logoFile(this.root, this.site);
    let logo: Img | undefined;
    // A logo that is missing or cannot be read is drawn as the site's name (the config check reports a missing one).
    if (file) {
      try {
        logo = await canvas.loadImage(fs.readFileSync(file));
      } catch {
        logo = undefined;
      }
    }
    return {
      canvas: canvas.createCanvas(OG_CARD_WIDTH, OG_CARD_HEIGHT),
      ...(logo && logo.width > 0 && logo.height > 0 ? { logo } : {}),
      font: families.join(', '),
    };
  }
}

/** The text cut with an ellipsis to fit `width` at the context's font. */
function fit(g: Ctx, text: string, width: number): string {
  if (g.measureText(text).width <= width) return text;
  let cut = text;
  while (cut && g.measureText(cut + '…').width > width) cut = cut.slice(0, -1);
  return cut.trimEnd() + '…';
}

/** `text` in bold at `size`, broken into lines of at most `width` at spaces (a longer word alone on its line, cut). */
function wrap(g: Ctx, text: string, width: number, size: number, font: string): string[] {
  g.font = `700 ${size}px ${font}`;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (!line || g.measureText(next).width <= width) line = next;
    else {
      lines.push(fit(g, line, width));
      line = word;
    }
  }
  if (line) lines.push(fit(g, line, width));
  return lines;
}

/**
 * The card's colours: the background a shade of the primary colour dark enough for white text (contrast
 * of at least 8:1), the accent bar in the primary colour (or its dark-mode one, `colors.light`).
 */
export function cardColours(colors: { primary: string; light?: string | undefined }): { background: string; accent: string } {
  const rgb = hexRgb(colors.primary);
  let shade = rgb;
  for (let t = 0.4; contrastWithWhite(shade) < 8 && t <= 1; t += 0.05) shade = rgb.map((v) => Math.round(v * (1 - t))) as typeof rgb;
  return { background: rgbHex(shade), accent: colors.light ?? colors.primary };
}

function hexRgb(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = parseInt(h.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const rgbHex = (rgb: number[]) => '#' + rgb.map((v) => v.toString(16).padStart(2, '0')).join('');

/** WCAG contrast ratio of white text on `rgb`. */
function contrastWithWhite(rgb: number[]): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}
