import { describe, expect, it } from 'vitest';
import { compileSource } from '../../test/helpers/content.js';

describe('table of contents of changelog pages', () => {
  it('lists each <Update> by its label and anchor in document order, without the headings inside entries', async () => {
    const page = await compileSource(
      [
        '## Before',
        '',
        '<Update label="v2.0" description="2024-10-12">',
        '  ## Inside two',
        '  Text.',
        '</Update>',
        '',
        '## Between',
        '',
        '<Update label="v1.0">',
        '  ### Inside one',
        '</Update>',
        '',
      ].join('\n'),
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.toc).toEqual([
      { depth: 2, id: 'before', text: 'Before' },
      { depth: 2, id: 'v2-0', text: 'v2.0' },
      { depth: 2, id: 'between', text: 'Between' },
      { depth: 2, id: 'v1-0', text: 'v1.0' },
    ]);
    // The anchors listed are the ones the entries draw.
    for (const t of page.toc) expect(page.html).toContain(`id="${t.id}"`);
  });

  it("gives a snippet's headings ids and places its h2/h3 in the contents where the snippet is drawn", async () => {
    const page = await compileSource(
      ['import Part from "/snippets/part.mdx";', '', '## Top', '', '<Part />', '', '## Bottom', '', '<Part />', ''].join('\n'),
      { others: { 'snippets/part.mdx': '## Encryption at rest\n\nText.\n\n### Keys: (rotation)\n' } },
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<h2 id="encryption-at-rest">Encryption at rest</h2>');
    expect(page.html).toContain('<h3 id="keys-rotation">Keys: (rotation)</h3>');
    // Drawn twice: the second copy's ids are the next free ones.
    expect(page.html).toContain('<h2 id="encryption-at-rest-2">Encryption at rest</h2>');
    expect(page.toc.map((t) => t.id)).toEqual([
      'top',
      'encryption-at-rest',
      'keys-rotation',
      'bottom',
      'encryption-at-rest-2',
      'keys-rotation-2',
    ]);
  });

  it('keeps the headings-only contents of pages without entries', async () => {
    const page = await compileSource('## One\n\n### Two\n');
    expect(page.toc.map((t) => t.id)).toEqual(['one', 'two']);
  });
});
