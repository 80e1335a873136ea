import { describe, expect, it } from 'vitest';
import { check } from '../site/check.js';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { THEMES, THEME_NAMES } from './themes.js';

describe('themes', () => {
  it('maps all nine names to at least two layouts', () => {
    expect(THEME_NAMES).toHaveLength(9);
    expect(new Set(Object.values(THEMES).map((t) => t.layout)).size).toBeGreaterThanOrEqual(2);
  });

  it.each(THEME_NAMES)('%s: the model carries the theme defaults for eyebrows and drilldown unless docs.json sets them', (theme) => {
    const files = { 'index.mdx': '# x' };
    const defaults = check(tmpSite({ ...files, 'docs.json': { theme, navigation: { pages: ['index'] } } })).model!;
    expect([defaults.layout, defaults.eyebrows, defaults.drilldown]).toEqual([
      THEMES[theme].layout,
      THEMES[theme].eyebrows,
      THEMES[theme].drilldown,
    ]);
    const eyebrows = THEMES[theme].eyebrows === 'section' ? 'breadcrumbs' : 'section';
    const set = check(
      tmpSite({
        ...files,
        'docs.json': {
          theme,
          styling: { eyebrows },
          interaction: { drilldown: !THEMES[theme].drilldown },
          navigation: { pages: ['index'] },
        },
      }),
    ).model!;
    expect([set.eyebrows, set.drilldown]).toEqual([eyebrows, !THEMES[theme].drilldown]);
  });
});
