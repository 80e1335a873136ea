import { describe, expect, it } from 'vitest';
import { codeScheme } from './code-scheme.js';

describe('codeScheme', () => {
  it('is dark for "dark" and one dark theme, light for one light theme, and follows the page otherwise', () => {
    expect(codeScheme('dark')).toBe('dark');
    expect(codeScheme('dracula')).toBe('dark');
    expect(codeScheme({ theme: 'github-dark-dimmed' })).toBe('dark');
    expect(codeScheme(undefined)).toBeUndefined();
    expect(codeScheme('system')).toBeUndefined();
    expect(codeScheme('github-light')).toBe('light');
    expect(codeScheme({ theme: 'catppuccin-latte' })).toBe('light');
    expect(codeScheme({ theme: 'css-variables' })).toBeUndefined();
    expect(codeScheme({ theme: { light: 'github-light', dark: 'dracula' } })).toBeUndefined();
    expect(codeScheme({ languages: { custom: ['x.json'] } })).toBeUndefined();
  });
});
