import { describe, expect, it } from 'vitest';
import { playgroundDisplay } from './playground-display.js';

describe('playgroundDisplay: one decision for generated and hand-written API pages', () => {
  it('takes the first valid mode the page asks for, then the site setting', () => {
    expect(playgroundDisplay(['bogus', undefined, 'none'], { display: 'auth' }, true)).toBe('none');
    expect(playgroundDisplay(['bogus'], { display: 'auth' }, true)).toBe('auth');
  });

  it('defaults to interactive with a server to send to, simple without one', () => {
    expect(playgroundDisplay([], undefined, true)).toBe('interactive');
    expect(playgroundDisplay([undefined], {}, false)).toBe('simple');
  });
});
