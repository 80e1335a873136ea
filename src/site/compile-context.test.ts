import { describe, expect, it } from 'vitest';
import { folderPages } from './compile-context.js';

describe('folderPages', () => {
  it('maps a folder without an index page to its first page, and leaves folders that are pages alone', () => {
    const routes = ['/', '/sdk/ts/quickstart', '/sdk/ts/reference', '/guides', '/guides/a'];
    expect([...folderPages(routes, new Set(routes))]).toEqual([
      ['/sdk/ts', '/sdk/ts/quickstart'],
      ['/sdk', '/sdk/ts/quickstart'],
    ]);
  });
});
