import { afterEach, describe, expect, it } from 'vitest';
import { onigurumaEngine } from './oniguruma.js';

const original = Object.getOwnPropertyDescriptor(globalThis, 'Response');

afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'Response', original);
});

describe('onigurumaEngine', () => {
  it('loads without naming the global Response (which makes Node load its fetch implementation)', async () => {
    let named = 0;
    const value = globalThis.Response;
    Object.defineProperty(globalThis, 'Response', {
      configurable: true,
      get: () => {
        named++;
        return value;
      },
    });
    const engine = await onigurumaEngine();
    expect(named).toBe(0);
    // And it works: a scanner finds the second pattern's match.
    const scanner = engine.createScanner(['z+', 'b(c)']);
    const match = scanner.findNextMatchSync(engine.createString('abc') as never, 0, 0);
    expect(match?.index).toBe(1);
    expect(match?.captureIndices[1]).toMatchObject({ start: 2, end: 3 });
  });
});
