import { createHash } from 'node:crypto';
import type { OwnedFiles, SiteOutput } from './output.js';

/** Where OAuth authorization servers send the reader back to (the playground's `redirect_uri`). */
export const OAUTH_REDIRECT_URL = '/_sextant/oauth-redirect.html';

const CHANNEL = 'sx-oauth';

// Hands the redirect's query and fragment parameters (code, state, error, or the implicit flow's
// token) to the playground that opened this window, at this origin only; when an authorization
// server's Cross-Origin-Opener-Policy cut `window.opener`, on a same-origin BroadcastChannel instead.
// The address bar and history lose the parameters at once. Kept in ES5 so any browser runs it.
const SCRIPT = `(function(){var p={},m=document.getElementById('m');
function add(s){new URLSearchParams(s).forEach(function(v,k){p[k]=v})}
add(location.search);add(location.hash.slice(1));
try{history.replaceState(null,'',location.pathname)}catch(e){}
var msg={type:'${CHANNEL}',params:p},o=null;
try{o=window.opener}catch(e){}
if(o){o.postMessage(msg,location.origin)}
else if(typeof BroadcastChannel==='function'){var c=new BroadcastChannel('${CHANNEL}');c.postMessage(msg);c.close();setTimeout(function(){window.close()},300)}
else{m.textContent='The docs page that started the sign-in cannot be reached from here.';return}
m.textContent=p.error?'Sign-in ended with an error; the docs page shows it. You can close this window.':'Signed in; you can close this window.'})();`;

const STYLE = ':root{color-scheme:light dark;font:16px/1.5 system-ui,sans-serif}body{margin:2rem}';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

/** The redirect page: self-contained, its script and style allowed by hash and nothing else. */
export function oauthRedirectHtml(): string {
  const csp = `default-src 'none'; script-src ${hash(SCRIPT)}; style-src ${hash(STYLE)}; base-uri 'none'; form-action 'none'`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing in…</title>
<style>${STYLE}</style>
</head>
<body>
<p id="m">Returning to the docs…</p>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

/** `_sextant/oauth-redirect.html`, when some page shows the API playground. */
export function oauthRedirect(): SiteOutput {
  let playground = false;
  return {
    name: 'oauth-redirect',
    collect(page) {
      playground ||= page.playground === true;
    },
    write({ writer }): OwnedFiles {
      if (!playground) return {};
      writer.write(OAUTH_REDIRECT_URL.slice(1), oauthRedirectHtml());
      return { [OAUTH_REDIRECT_URL.slice(1)]: '' };
    },
  };
}
