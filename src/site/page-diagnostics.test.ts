import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { highlightCode } from '../content/highlight.js';
import { pageDiagnostics } from './page-diagnostics.js';
import { loadSite } from './site.js';

describe('pageDiagnostics', () => {
  it("reports pages' problems without colouring their code, then leaves highlighting as it was", async () => {
    const root = tmpSite({
      'docs.json': { name: 'Check', navigation: { pages: ['a', 'b'] } },
      'a.mdx': '---\ntitle: A\n---\n\n```ts\nconst a: number = 1;\n```\n\nSee [the missing page](/nowhere).\n',
      'b.mdx': '---\ntitle: B\n---\n\n<Note>\n\nnever closed\n',
    });
    const site = await loadSite(root, { cache: false });
    const found = await pageDiagnostics(site);
    expect(found.map((d) => [d.code, d.file])).toEqual(
      expect.arrayContaining([
        ['mdx-syntax', 'b.mdx'],
        [expect.stringMatching(/link/), 'a.mdx'],
      ]),
    );
    // Highlighting is Shiki's again once the check is over.
    const pre = await highlightCode('const a = 1;', 'ts', '', { light: 'github-light', dark: 'github-dark-default' });
    expect(pre).toMatch(/<span style="color:#D73A49[^"]*">const<\/span>/);
  });
});
