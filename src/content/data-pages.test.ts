import { describe, expect, it, vi } from 'vitest';
import { compileSource } from '../../test/helpers/content.js';

// Records whether the page's-code machinery (esbuild and the module runner) was loaded.
const loaded = vi.hoisted(() => ({ components: false }));
vi.mock('./custom/page-components.js', async (original) => {
  loaded.components = true;
  return original();
});

describe('pages whose body is all data', () => {
  it('are drawn without loading the code machinery; a body expression that needs code loads it', async () => {
    const vars = { others: { 'snippets/v.mdx': 'export const list = ["a", "b"]\nexport const who = "Ada"\n' } };
    const data = await compileSource(
      'import { list, who } from "/snippets/v.mdx"\nexport const n = list.length\n\n{who} has {n} items: {list[0]}, {`${list[1]}!`}\n',
      vars,
    );
    expect(data.html.trim()).toBe('<p>Ada has 2 items: a, b!</p>');
    expect(loaded.components).toBe(false);
    const code = await compileSource('import { list } from "/snippets/v.mdx"\n\n{list.join(" and ")}\n', vars);
    expect(code.diagnostics).toEqual([]);
    expect(code.html.trim()).toBe('a and b');
    expect(loaded.components).toBe(true);
  });
});
