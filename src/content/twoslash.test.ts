import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { compileSource, located } from '../../test/helpers/content.js';

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;
const require = createRequire(import.meta.url);
const typescriptLoaded = () => Object.keys(require.cache).some((f) => /[\\/]typescript[\\/]lib[\\/]typescript\.js$/.test(f));

const ADOPT = [
  'type Pet = "cat" | "dog";',
  '/** Adopts a pet. */',
  'function adoptPet(name: string, type: Pet) {',
  '  return `${name} the ${type}`;',
  '}',
  'const message = adoptPet("Mintie", "cat");',
  '//    ^?',
].join('\n');

describe('twoslash code blocks', () => {
  // First: a later test loads TypeScript into this process.
  it('a page without twoslash blocks is highlighted as before, without loading TypeScript', async () => {
    const page = await compileSource(fence('ts', 'const a: number = 1;'));
    expect(page.html).not.toContain('twoslash');
    expect(typescriptLoaded()).toBe(false);
  });

  it('draw hover popups on focusable tokens, with docs, and `// ^?` answers as a line', async () => {
    const page = await compileSource(fence('ts twoslash', ADOPT));
    expect(page.diagnostics).toEqual([]);
    expect(typescriptLoaded()).toBe(true);
    expect(page.html).toContain('<pre class="shiki shiki-themes github-light github-dark twoslash lsp"');
    expect(page.html).toMatch(
      /<span class="twoslash-hover" tabindex="0"><span class="twoslash-popup-container sx-ts-extra" data-pagefind-ignore="">/,
    );
    // adoptPet's signature and its JSDoc in its popup; the query's answer in a line of its own.
    expect(page.html).toContain('Adopts a pet.');
    expect(page.html).toMatch(/twoslash-query-line sx-ts-extra[^]*?> message<\/span>/);
    expect(page.html).not.toContain('^?');
  });

  it('show an expected error (`// @errors`) under its line', async () => {
    const page = await compileSource(fence('ts twoslash', '// @errors: 2322\nconst count: number = "three";'));
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain(
      `<div class="twoslash-meta-line twoslash-error-line sx-ts-extra">Type 'string' is not assignable to type 'number'.</div>`,
    );
    expect(page.html).not.toContain('@errors');
  });

  it('an error the author did not declare is a warning at the fence, and the block shows highlighted without twoslash, cached or not', async () => {
    const source = `# Page\n\nText.\n\n${fence('ts twoslash', 'const broken: number = "x";')}`;
    for (const _ of [1, 2]) {
      const page = await compileSource(source);
      expect(located(page.diagnostics, 'twoslash-error')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 5, column: 1 }]);
      expect(page.diagnostics[0]!.message).toContain("TS2322: Type 'string' is not assignable to type 'number'.");
      expect(page.diagnostics[0]!.message).toContain('// @errors: 2322');
      expect(page.html).toContain('<pre class="shiki shiki-themes github-light github-dark" ');
      expect(page.html).not.toMatch(/class="[^"]*twoslash/);
      expect(page.html).toContain('broken');
      // Why, in a comment before the block: the build cache keeps blocks found in the page's HTML, and a
      // rebuild from it reads the warning back without running TypeScript.
      expect(page.html).toMatch(
        /<!--sx-twoslash-error "TS2322: Type 'string' is not assignable to type 'number'\. \(declare expected errors with `\/\/ @errors: 2322`\)"--><pre/,
      );
      expect(page.highlighted?.length).toBe(1);
      for (const [, html] of page.highlighted ?? []) expect(page.html).toContain(html);
    }
  });

  it('ignore `twoslash` on languages TypeScript does not read', async () => {
    const page = await compileSource(fence('python twoslash', 'print(1)'));
    expect(page.diagnostics).toEqual([]);
    expect(page.html).not.toContain('twoslash');
  });

  it('word a twoslash failure without compiler errors by its title', async () => {
    const { twoslashMessage } = await import('./twoslash.js');
    expect(twoslashMessage({ title: 'Invalid inline compiler value', description: 'Got x' })).toBe('Invalid inline compiler value');
    expect(twoslashMessage(new Error('boom\nmore'))).toBe('boom');
  });
});
