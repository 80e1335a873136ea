import { describe, expect, it } from 'vitest';
import type { Diagnostic } from './diagnostic.js';
import { oncePerSite } from './repeated.js';

const at = (code: string, message: string, file: string, line = 1): Diagnostic => ({
  severity: 'warning',
  code,
  message,
  file,
  line,
  column: 1,
  pointer: '',
});

describe('oncePerSite', () => {
  it('reports an icon stand-in once per build, at its first place, with the number of pages', () => {
    const rocket = 'Icon `rocket-launch` is not in the free icon packages; drawn as solid rocket';
    const light = (first: string) =>
      `Font Awesome style \`light\` is not in the free icon packages; its icons are drawn solid (first: \`${first}\`)`;
    const got = oncePerSite([
      at('icon-substituted', rocket, 'a.mdx', 4),
      at('broken-link', 'x', 'a.mdx'),
      at('icon-substituted', light('book'), 'a.mdx', 7),
      at('icon-substituted', rocket, 'b.mdx', 2),
      at('icon-substituted', light('gear'), 'c.mdx', 3),
      at('icon-substituted', rocket, 'c.mdx', 9),
      at('broken-link', 'x', 'b.mdx'),
    ]);
    expect(got.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)).toEqual([
      `a.mdx:4 icon-substituted ${rocket} (on 3 pages; the first is here)`,
      'a.mdx:1 broken-link x',
      `a.mdx:7 icon-substituted ${light('book')} (on 2 pages; the first is here)`,
      'b.mdx:1 broken-link x',
    ]);
  });
});
