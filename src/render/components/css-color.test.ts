import { describe, expect, it } from 'vitest';
import { cssColor } from './css-color.js';

describe('cssColor', () => {
  it.each([
    ['#F80061', '#F80061'],
    ['F80061', '#F80061'],
    ['fff', '#fff'],
    ['red', 'red'],
    ['rgb(1, 2, 3)', 'rgb(1, 2, 3)'],
    ['hsl(210 40% 50%)', 'hsl(210 40% 50%)'],
  ])('read %s as %s', (value, color) => {
    expect(cssColor(value)).toBe(color);
  });

  it.each([['red;background:url(x)'], ['}body{'], [''], [42]])('refuse %s', (value) => {
    expect(cssColor(value)).toBeUndefined();
  });
});
