import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logoSizes } from './logo-sizes.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sx-logo-'));
fs.mkdirSync(path.join(root, 'logo'));
fs.writeFileSync(
  path.join(root, 'logo/light.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" width="132" height="32" viewBox="0 0 132 32"></svg>',
);
fs.writeFileSync(path.join(root, 'logo/dark.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 16"></svg>');
fs.writeFileSync(path.join(root, 'logo/broken.svg'), 'not an image');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('logoSizes: the logo width is known before the image loads', () => {
  it('reads each local logo file of a light/dark pair', () => {
    expect(logoSizes(root, { light: '/logo/light.svg', dark: 'logo/dark.svg' })).toEqual({
      '/logo/light.svg': { width: 132, height: 32 },
      'logo/dark.svg': { width: 64, height: 16 },
    });
  });

  it('leaves out URLs, missing and unreadable files, and paths outside the folder', () => {
    expect(logoSizes(root, 'https://cdn.example.com/logo.svg')).toBeUndefined();
    expect(logoSizes(root, '/logo/missing.png')).toBeUndefined();
    expect(logoSizes(root, '/logo/broken.svg')).toBeUndefined();
    expect(logoSizes(root, '../../etc/passwd')).toBeUndefined();
  });
});
