import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Footer } from './page-body.js';

describe('Footer', () => {
  it('names each social network as it is written, not by its docs.json key', () => {
    const html = renderToString(
      <Footer
        footer={{
          socials: {
            github: 'https://github.com/acme',
            'hacker-news': 'https://news.ycombinator.com/user?id=acme',
            'x-twitter': 'https://x.com/acme',
            'earth-americas': 'https://acme.example',
          },
        }}
        siteName="Acme"
      />,
    );
    const names = [...html.matchAll(/<span class="sx-social-name">([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(names).toEqual(['GitHub', 'Hacker News', 'X', 'Website']);
  });
});
