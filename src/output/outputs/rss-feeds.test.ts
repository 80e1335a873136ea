import { describe, expect, it } from 'vitest';
import { rssXml } from './rss-feeds.js';

describe('rssXml', () => {
  it('one item per entry, linked to its anchor, with escaped text and a date when the description is one', () => {
    const xml = rssXml(
      {
        route: '/changelog',
        title: 'Changes & fixes',
        entries: [
          { id: 'v2', label: 'v2 <beta>', description: '2024-10-12', tags: ['A&B'], html: '<p>x</p>' },
          { id: 'v1', label: 'v1', description: 'Autumn release', html: '<p>y</p>', rss: { title: 'One', description: 'First' } },
        ],
      },
      'Site',
    );
    expect(xml).toContain('<title>Changes &amp; fixes – Site</title>');
    expect(xml).toContain('<title>v2 &lt;beta&gt;</title>');
    expect(xml).toContain('<link>/changelog#v2</link>');
    expect(xml).toContain('<pubDate>Sat, 12 Oct 2024 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<category>A&amp;B</category>');
    expect(xml).toContain('<description>&lt;p&gt;x&lt;/p&gt;</description>');
    // Not a date: no pubDate for that item; the `rss` prop overrides title and description.
    expect(xml.split('<item>')[2]).not.toContain('pubDate');
    expect(xml).toContain('<title>One</title>');
    expect(xml).toContain('<description>First</description>');
  });

  it('links absolutely when given the site address', () => {
    const xml = rssXml(
      { route: '/changelog', title: 'C', entries: [{ id: 'v1', label: 'v1', html: '' }] },
      'Site',
      (r) => `https://docs.example.com${r}`,
    );
    expect(xml).toContain('<link>https://docs.example.com/changelog</link>');
    expect(xml).toContain('<link>https://docs.example.com/changelog#v1</link>');
  });
});
