import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { codeThemes, highlightCode } from './highlight.js';

const GITHUB = { light: 'github-light', dark: 'github-dark' };

describe('codeThemes', () => {
  it.each<[string, unknown, { light: string; dark: string }]>([
    ['nothing set', undefined, GITHUB],
    ['"system"', 'system', GITHUB],
    ['"dark"', 'dark', { light: 'github-dark', dark: 'github-dark' }],
    ['a theme name', 'nord', { light: 'nord', dark: 'nord' }],
    ['{ theme: name }', { theme: 'nord' }, { light: 'nord', dark: 'nord' }],
    ['{ theme: { light, dark } }', { theme: { light: 'min-light', dark: 'nord' } }, { light: 'min-light', dark: 'nord' }],
    ['{ theme: { dark } } only', { theme: { dark: 'nord' } }, { light: 'github-light', dark: 'nord' }],
    ['an object without theme', {}, GITHUB],
    ['a number', 42, GITHUB],
  ])('gives the light and dark themes for %s', (_what, setting, expected) => {
    expect(codeThemes(setting)).toEqual(expected);
  });
});

describe('highlightCode', () => {
  const text = (el: Element): string => el.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? text(c) : '')).join('');

  it('returns a <pre> coloured for both themes, the dark one as CSS variables', async () => {
    const pre = await highlightCode('const a = 1;', 'js', '', GITHUB);
    expect(pre.tagName).toBe('pre');
    expect(pre.properties['class']).toBe('shiki shiki-themes github-light github-dark');
    expect(String(pre.properties['style'])).toMatch(/--shiki-dark-bg:#[0-9a-f]{6}/i);
    expect(text(pre)).toBe('const a = 1;');
  });

  it.each(['', 'text', 'txt', 'plaintext', 'no-such-language'])('highlights language %j as plain text', async (lang) => {
    const pre = await highlightCode('<b>x</b>', lang, '', GITHUB);
    expect(text(pre)).toBe('<b>x</b>');
    expect(JSON.stringify(pre.children)).not.toContain('--shiki-dark:');
  });

  it('reads language names case-insensitively', async () => {
    const pre = await highlightCode('const a = 1;', 'JavaScript', '', GITHUB);
    expect(JSON.stringify(pre.children)).toContain('--shiki-dark:');
  });

  it('gives the same element for the same code, language, meta and themes', async () => {
    const a = await highlightCode('let x;', 'ts', '', GITHUB);
    expect(await highlightCode('let x;', 'ts', '', GITHUB)).toBe(a);
    expect(await highlightCode('let x;', 'ts', '{1}', GITHUB)).not.toBe(a);
  });
});
