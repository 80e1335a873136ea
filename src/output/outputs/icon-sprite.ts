import { ICON_SPRITE_URL, iconSprite } from '../../render/icons.js';
import type { SiteOutput } from './output.js';
import { ownedUrls } from './output.js';

/** The SVG sprite of every icon the pages and the other outputs drew (last in the list of outputs). */
export function iconSpriteOutput(): SiteOutput {
  const ids: string[] = [];
  return {
    name: 'icon-sprite',
    collect(page) {
      ids.push(...(page.icons ?? []));
    },
    write({ writer, icons }) {
      writer.write(ICON_SPRITE_URL.slice(1), iconSprite([...ids, ...icons]));
      return ownedUrls([ICON_SPRITE_URL]);
    },
  };
}
