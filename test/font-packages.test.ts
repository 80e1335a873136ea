// docs.json `fonts` named without a `source`: served from the Fontsource package the docs folder has installed
// (the test links this project's node_modules, which holds @fontsource-variable/lora and @fontsource/pacifico),
// else the system font with a `font-not-shipped` warning that names the package to install.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { tmpSite } from './helpers/tmp-site.js';

const NODE_MODULES = path.join(import.meta.dirname, '../node_modules');

function site(fonts: object, withPackages: boolean): string {
  const dir = tmpSite({
    'docs.json': { name: 'Fonts', theme: 'mint', colors: { primary: '#0a7' }, fonts, navigation: { pages: ['index'] } },
    'index.mdx': '---\ntitle: Home\n---\n\nSome text.\n',
  });
  if (withPackages) fs.symlinkSync(NODE_MODULES, path.join(dir, 'node_modules'), 'dir');
  return dir;
}

describe('docs.json fonts from Fontsource packages', () => {
  it('self-hosts a variable font and a static one from the packages the docs folder resolves', async () => {
    const dir = site({ heading: { family: 'Lora', weight: 600 }, body: { family: 'Pacifico' } }, true);
    const out = path.join(dir, 'dist');
    const result = await build(dir, { outDir: out, cache: false });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'font-not-shipped')).toEqual([]);
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    const faces = [...html.matchAll(/@font-face\{[^}]*\}/g)].map((m) => m[0]);
    // Lora: one variable file per subset, every weight; Pacifico: its one weight (400) of the site's four.
    const lora = faces.filter((f) => f.includes('font-family:"Lora"'));
    const pacifico = faces.filter((f) => f.includes('font-family:"Pacifico"'));
    expect(lora.length).toBeGreaterThan(2);
    expect(lora.every((f) => /font-weight:400 700;/.test(f) && /-wght-normal\.woff2\)/.test(f))).toBe(true);
    expect(pacifico.length).toBeGreaterThan(2);
    expect(pacifico.every((f) => f.includes('font-weight:400;') && /pacifico-[a-z-]+-400-normal\.woff2\)/.test(f))).toBe(true);
    expect(faces.every((f) => /unicode-range:U\+/.test(f))).toBe(true);
    // Every file a rule names is in the output; the body font's Latin file is preloaded instead of Inter's.
    for (const f of faces) {
      const url = /url\(([^)]+)\)/.exec(f)![1]!;
      expect(fs.existsSync(path.join(out, url)), url).toBe(true);
    }
    const preload = /<link rel="preload" href="([^"]+)" as="font"/.exec(html)?.[1];
    expect(preload).toMatch(/\/pacifico-latin-400-normal\.woff2$/);
    expect(html).toMatch(/body\{font-family:"Pacifico",var\(--sx-font-system\)\}/);
    expect(html).toMatch(/h1,h2,h3,h4,\.sx-title\{font-family:"Lora",var\(--sx-font-system\);font-weight:600\}/);
  });

  it('warns, naming the package to install, when none is installed; Inter needs none', async () => {
    const dir = site({ heading: { family: 'Inter' }, body: { family: 'IBM Plex Sans' } }, false);
    const result = await build(dir, { outDir: path.join(dir, 'dist'), cache: false });
    expect(result.ok).toBe(true);
    const warned = result.diagnostics.filter((d) => d.code === 'font-not-shipped');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ severity: 'warning', file: 'docs.json', pointer: '/fonts/body/family' });
    expect(warned[0]!.hint).toContain('npm install @fontsource-variable/ibm-plex-sans');
    const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    expect(html).not.toContain('@font-face');
    expect(html).toMatch(/body\{font-family:"IBM Plex Sans",var\(--sx-font-system\)\}/);
  });

  it('warns once for a family named for both headings and body, at its first place (grind’s Geist)', async () => {
    const dir = site({ heading: { family: 'Geist Test Sans' }, body: { family: 'Geist Test Sans' } }, false);
    const result = await build(dir, { outDir: path.join(dir, 'dist'), cache: false });
    const warned = result.diagnostics.filter((d) => d.code === 'font-not-shipped');
    expect(warned.map((d) => d.pointer)).toEqual(['/fonts/heading/family']);
  });

  it("names no package for a font readers' systems have", async () => {
    const dir = site({ heading: { family: 'Helvetica Neue' }, body: { family: 'Arial' } }, false);
    const result = await build(dir, { outDir: path.join(dir, 'dist'), cache: false });
    expect(result.diagnostics.filter((d) => d.code === 'font-not-shipped')).toEqual([]);
    const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    expect(html).toMatch(/body\{font-family:"Arial",var\(--sx-font-system\)\}/);
  });
});
