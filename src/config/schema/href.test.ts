import { describe, expect, it } from 'vitest';
import { check } from '../../site/check.js';
import { tmpSite } from '../../../test/helpers/tmp-site.js';
import { HrefSchema } from './common.js';

const INDEX = { 'index.mdx': '# Home\n' };

describe('the href rule', () => {
  it.each(['/guides/setup', '#install', 'guides/setup', 'https://example.com/x', 'http://example.com', 'mailto:a@b.c', 'tel:+123'])(
    'accepts %s',
    (href) => expect(HrefSchema.safeParse(href).success).toBe(true),
  );
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' \t javascript:alert(1)', '\u0001javascript:x', 'java\tscript:x', 'data:text/html,x', 'VBScript:x'])(
    'refuses %j',
    (href) => expect(HrefSchema.safeParse(href).success).toBe(false),
  );

  const places: [string, object, string][] = [
    ['navbar.links[].href', { navbar: { links: [{ label: 'x', href: 'javascript:alert(1)' }] } }, '/navbar/links/0/href'],
    ['navbar.primary.href', { navbar: { primary: { type: 'button', label: 'x', href: 'javascript:alert(1)' } } }, '/navbar/primary/href'],
    ['footer links', { footer: { links: [{ items: [{ label: 'x', href: 'data:text/html,x' }] }] } }, '/footer/links/0/items/0/href'],
    ['logo href', { logo: { light: '/l.svg', dark: '/d.svg', href: 'JAVASCRIPT:x' } }, '/logo/href'],
    ['redirect destination', { redirects: [{ source: '/a', destination: 'javascript:x' }] }, '/redirects/0/destination'],
    ['contextual custom href', { contextual: { options: [{ title: 't', description: 'd', href: 'javascript:x' }] } }, '/contextual/options/0/href'],
    ['tab href', { navigation: { tabs: [{ tab: 'T', href: 'vbscript:x' }, { tab: 'U', pages: ['index'] }] } }, '/navigation/tabs/0/href'],
  ];
  it.each(places)('refuses a javascript: link in %s, located, with a hint', (_name, config, pointer) => {
    const root = tmpSite({ 'docs.json': { navigation: { pages: ['index'] }, ...config }, ...INDEX });
    const found = check(root).diagnostics.filter((d) => d.pointer === pointer);
    expect(found).toEqual([
      expect.objectContaining({ severity: 'error', code: 'config-invalid-value', message: expect.stringMatching(/cannot use `javascript:`/), hint: expect.stringMatching(/https:\/\//) }),
    ]);
  });
});
