/**
 * Font Awesome Pro names and styles drawn with the nearest Font Awesome Free icon. Repositories written
 * for the reference product use Pro icons freely; the free package is what we ship, so a Pro name or
 * style becomes a free one (with a warning) rather than a fetch from a CDN.
 */

/** The free style nearest to a Font Awesome style (Pro styles included); undefined for an unknown one. */
export function freeStyleFor(style: string): 'solid' | 'regular' | 'brands' | undefined {
  if (style === 'solid' || style === 'regular' || style === 'brands') return style;
  // Outline-like Pro styles look most like regular; filled ones like solid.
  if (['light', 'thin', 'sharp-regular', 'sharp-light', 'sharp-thin'].includes(style)) return 'regular';
  if (
    ['duotone', 'sharp-solid', 'sharp-duotone-solid', 'sharp-duotone-regular', 'sharp-duotone-light', 'sharp-duotone-thin'].includes(style)
  )
    return 'solid';
  return undefined;
}

/**
 * Pro-only names seen in real repositories whose free stand-in is not just the name with its last
 * words dropped (that rule covers `rocket-launch` → `rocket`, `phone-arrow-up-right` → `phone`).
 */
export const PRO_ALIASES: Readonly<Record<string, string>> = {
  'arrow-progress': 'bars-progress',
  'arrows-repeat': 'repeat',
  bird: 'dove',
  books: 'book',
  'brackets-curly': 'code',
  'brain-circuit': 'brain',
  browser: 'window-maximize',
  'chart-line-up': 'chart-line',
  'chart-mixed': 'chart-column',
  'display-code': 'laptop-code',
  'face-smiling-hands': 'face-smile',
  flow: 'diagram-project',
  function: 'square-root-variable',
  'grid-2': 'table-cells-large',
  'head-side-brain': 'brain',
  'house-blank': 'house',
  'key-skeleton': 'key',
  'lightbulb-on': 'lightbulb',
  'list-tree': 'folder-tree',
  'message-bot': 'robot',
  'message-code': 'code',
  messages: 'comments',
  'microchip-ai': 'microchip',
  'monitor-waveform': 'desktop',
  'party-horn': 'champagne-glasses',
  'rectangle-code': 'code',
  'rectangle-terminal': 'terminal',
  screencast: 'display',
  settings: 'gear',
  sparkles: 'wand-magic-sparkles',
  'square-terminal': 'terminal',
  text: 'font',
  'user-robot': 'robot',
  waveform: 'wave-square',
  'waveform-lines': 'wave-square',
  webhook: 'link',
  window: 'window-maximize',
};
