import { describe, expect, it } from 'vitest';
import { needsBrowser } from './browser-only.js';

const at = (message: string, code?: string) => ({ message, file: 'snippets/a.jsx', line: 1, column: 1, ...(code ? { code } : {}) });

describe('needsBrowser', () => {
  it('knows a browser global the server lacks', () => {
    for (const name of ['window', 'document', 'localStorage', 'navigator', 'matchMedia', 'IntersectionObserver'])
      expect(needsBrowser(at(`ReferenceError: ${name} is not defined`))).toBe(true);
  });

  it('does not take the author’s own undefined names, or other errors, for one', () => {
    expect(needsBrowser(at('ReferenceError: Aside is not defined'))).toBe(false);
    expect(needsBrowser(at('boom'))).toBe(false);
    expect(needsBrowser(at("TypeError: Cannot read properties of undefined (reading 'missing')", '  return <p>{data.missing}</p>;'))).toBe(
      false,
    );
  });

  it('reads a TypeError on a line that reads a browser global as one, not a property of the same name', () => {
    const error = "TypeError: Cannot read properties of undefined (reading 'writeText')";
    expect(needsBrowser(at(error, '  navigator.clipboard.writeText(text);'))).toBe(true);
    expect(needsBrowser(at(error, '  const t = globalThis.document.title;'))).toBe(true);
    expect(needsBrowser(at(error, '  const city = props.location.city;'))).toBe(false);
    expect(needsBrowser(at(error))).toBe(false);
  });
});
