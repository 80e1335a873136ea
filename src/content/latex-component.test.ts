import { describe, expect, it } from 'vitest';
import { compileSource } from '../../test/helpers/content.js';

describe('<Latex>', () => {
  it('is typeset as math: inline in a line, displayed on its own, braces and string expressions kept as TeX', async () => {
    const page = await compileSource(
      'Inline <Latex>8 x (vk x H1 - H2) = (0,1)</Latex> here.\n\n<Latex>\\frac{a}{b}</Latex>\n\n<Latex>{"\\\\sqrt{2}"}</Latex>\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.needs.math).toBe(true);
    const annotations = [...page.html.matchAll(/<annotation encoding="application\/x-tex">([^<]*)<\/annotation>/g)].map((m) => m[1]);
    expect(annotations).toEqual(['8 x (vk x H1 - H2) = (0,1)', '\\frac{a}{b}', '\\sqrt{2}']);
    expect(page.html).toMatch(/^<p>Inline <span class="katex">/);
    expect(page.html).toContain('<span class="katex-display">');
    expect(page.html).not.toContain('<Latex');
  });
});
