import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../../test/helpers/tmp-site.js';
import { builtPage } from '../../../test/helpers/built-site.js';
import { SiteWriter } from '../write-site.js';
import { OAUTH_REDIRECT_URL, oauthRedirect, oauthRedirectHtml } from './oauth-redirect.js';
import type { BuiltPage, OutputContext } from './output.js';

const page = (route: string, playground: boolean): BuiltPage => builtPage(route, playground ? { playground } : {});

/** The output over these pages into a fresh folder (it writes with the writer alone). */
async function run(pages: BuiltPage[]) {
  const out = tmpSite({});
  const output = oauthRedirect();
  for (const p of pages) output.collect?.(p);
  const owned = await output.write({ writer: SiteWriter.into(out) } as OutputContext);
  return { owned, out };
}

describe('oauth redirect page', () => {
  it('is written when some page shows the playground, and only then', async () => {
    const shown = await run([page('/a', false), page('/b', true)]);
    expect(shown.owned).toEqual({ '_sextant/oauth-redirect.html': '' });
    expect(fs.readFileSync(path.join(shown.out, '_sextant/oauth-redirect.html'), 'utf8')).toBe(oauthRedirectHtml());
    const none = await run([page('/a', false)]);
    expect(none.owned).toEqual({});
    expect(fs.existsSync(path.join(none.out, '_sextant/oauth-redirect.html'))).toBe(false);
    expect(OAUTH_REDIRECT_URL).toBe('/_sextant/oauth-redirect.html');
  });

  it('allows its inline script and style by their hashes and nothing else', () => {
    const html = oauthRedirectHtml();
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!;
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`default-src 'none'`);
    expect(csp).toContain(`script-src ${sha(script)};`);
    expect(csp).toContain(`style-src ${sha(style)};`);
    // Posts to the opener at this origin only, never to '*'.
    expect(script).toContain('postMessage(msg,location.origin)');
    expect(script).not.toContain("'*'");
  });
});
