/**
 * A docs folder whose linked cards and tile hold links of their own (openclaw's showcase page): card One
 * and the tile have Markdown links in their bodies, card Two is a plain linked card beside them.
 * test/card-links.test.ts reads its HTML, test/browser/card-links.test.ts clicks it.
 */
export const CARD_LINKS_SITE: Record<string, string | object> = {
  'docs.json': {
    name: 'Cards',
    navigation: { groups: [{ group: 'G', pages: ['index', 'target', 'other', 'tile-target'] }] },
  },
  'index.mdx': `---
title: Cards
---

<CardGroup cols={2}>
<Card title="One" icon="robot" href="/target">
  Read the [write-up](/other) and the [blog](https://example.com/b) for more.
</Card>
<Card title="Two" icon="star" href="/target">Plain body.</Card>
</CardGroup>

<Columns cols={2}>
  <Tile href="/tile-target" title="Tile">
    See [docs](/other).
  </Tile>
  <Card title="Nested" href="/target">
    <Card title="Inner" href="/other">Inner body.</Card>

    And a <Link href="/other">link</Link>.
  </Card>
</Columns>
`,
  'target.mdx': '---\ntitle: Target\n---\n\nThe card led here.\n',
  'other.mdx': '---\ntitle: Other\n---\n\nThe inner link led here.\n',
  'tile-target.mdx': '---\ntitle: Tile target\n---\n\nThe tile led here.\n',
};
