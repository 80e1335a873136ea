import { describe, expect, it } from 'vitest';
import { compileSource } from '../../test/helpers/content.js';
import { iconWarnings } from './icon-warnings.js';

const at = (d: { line: number; column: number; message: string }) => [d.line, d.column, d.message];

describe('iconWarnings', () => {
  it('warns once per Pro name, at the first line naming it', () => {
    const source = 'Intro\n\n<Icon icon="sparkles" />\n<Icon icon="sparkles" />\n';
    const out = iconWarnings(
      [
        { name: 'sparkles', drawn: 'solid wand-magic-sparkles' },
        { name: 'sparkles', drawn: 'solid wand-magic-sparkles' },
      ],
      source,
      'a.mdx',
    );
    expect(out.map(at)).toEqual([[3, 13, 'Icon `sparkles` is not in the free icon packages; drawn as solid wand-magic-sparkles']]);
    expect(out[0]).toMatchObject({ severity: 'warning', code: 'icon-substituted', file: 'a.mdx' });
  });

  it('warns once per Pro style, at its first iconType, and at the top when the source does not name it', () => {
    const source = 'A light read.\n\n<Card icon="gear" iconType="light" />\n<Card icon="bell" iconType="light" />\n';
    const out = iconWarnings(
      [
        { name: 'gear', style: 'light', drawn: 'solid gear' },
        { name: 'bell', style: 'light', drawn: 'regular bell' },
        { name: 'qqq', drawn: 'the generic circle-question' },
      ],
      source,
      'a.mdx',
    );
    expect(out.map(at)).toEqual([
      [3, 19, 'Font Awesome style `light` is not in the free icon packages; its icons are drawn solid (first: `gear`)'],
      [1, 1, 'Icon `qqq` is not in the free icon packages; drawn as the generic circle-question'],
    ]);
  });

  it('hint at the nearest name for a likely typo', async () => {
    const page = await compileSource('<Icon icon="rocke" />\n');
    const warning = page.diagnostics.find((d) => d.code === 'icon-substituted');
    expect(warning).toMatchObject({
      line: 1,
      column: 13,
      message: 'Icon `rocke` is not in the free icon packages; drawn as the generic circle-question',
    });
    expect(warning?.hint).toMatch(/^did you mean `rocket`\?/);
  });

  it('reach the page’s diagnostics for icons drawn by a snippet, placed in the snippet that names them', async () => {
    const page = await compileSource("import Box from '/snippets/box.mdx';\n\n<Box />\n", {
      others: { 'snippets/box.mdx': 'Steps:\n\n<Icon icon="rocket-launch" />\n' },
    });
    expect(page.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([['icon-substituted', 'snippets/box.mdx', 3, 13]]);
  });

  it('place a name the page and its snippets both lack (a computed value) at the top of the page', () => {
    const out = iconWarnings([{ name: 'qqq', drawn: 'the generic circle-question' }], 'Text\n', 'a.mdx', () => [
      ['snippets/s.mdx', 'No icon\n'],
    ]);
    expect(out.map((d) => [d.file, d.line, d.column])).toEqual([['a.mdx', 1, 1]]);
  });

  it("say that a name the site's library lacks is drawn from Font Awesome, not that it is a Pro icon", () => {
    const out = iconWarnings([{ name: 'github', drawn: 'Font Awesome brands github' }], '<Card icon="github" />\n', 'a.mdx');
    expect(out.map((d) => [d.message, d.hint])).toEqual([
      [
        "Icon `github` is not in the site's icon library (`icons.library`); drawn from Font Awesome brands github",
        expect.stringMatching(/^Lucide and Tabler have no brand icons/),
      ],
    ]);
  });
});
