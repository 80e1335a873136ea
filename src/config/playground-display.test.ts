import { describe, expect, it } from 'vitest';
import { playgroundDisplay } from './playground-display.js';

describe('playgroundDisplay: one decision for generated and hand-written API pages', () => {
  it('takes the first valid mode the page asks for, then the site setting', () => {
    expect(playgroundDisplay(['bogus', undefined, 'none'], { display: 'auth' })).toBe('none');
    expect(playgroundDisplay(['bogus'], { display: 'auth' })).toBe('auth');
  });

  it('defaults to interactive (without a server, the playground asks for one)', () => {
    expect(playgroundDisplay([], undefined)).toBe('interactive');
    expect(playgroundDisplay([undefined], {})).toBe('interactive');
  });
});
