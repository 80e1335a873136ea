/**
 * `fetch` samples for the browser (JavaScript, TypeScript) and Node ≥ 18 (global fetch, FormData,
 * Blob). Ours: snippetz's fetch plugins read no response, and httpsnippet's (its
 * source) get multipart wrong (a file is appended as its name, Node drops the file name, quotes in field names
 * and values are not escaped) and its `options.body = form` does not type-check as TypeScript.
 */
import { jsKey, jsLiteral, jsString } from './js-literal.js';
import type { FormParam, NormalRequest } from './normalize.js';

export function fetchSample(request: NormalRequest, flavour: 'browser' | 'node'): string {
  const prelude: string[] = [];
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`method: ${jsString(request.method)}`);
  if (request.headers.length) {
    const lines = request.headers.map((h) => `    ${jsKey(h.name)}: ${jsString(h.value)}`);
    options.push(`headers: {\n${lines.join(',\n')}\n  }`);
  }

  const body = request.body;
  if (body?.kind === 'json') options.push(`body: JSON.stringify(${jsLiteral(body.value, 1)})`);
  else if (body?.kind === 'text') options.push(`body: ${jsString(body.text)}`);
  else if (body?.kind === 'urlencoded') options.push(`body: new URLSearchParams(${searchParams(body.params)})`);
  else if (body?.kind === 'multipart') {
    const reads = flavour === 'node' && body.params.some((p) => p.fileName !== undefined);
    if (reads) prelude.push("import { readFile } from 'node:fs/promises';", '');
    prelude.push('const form = new FormData();');
    for (const p of body.params) prelude.push(`form.append(${formPart(p, flavour)});`);
    prelude.push('');
    options.push('body: form');
  }

  const args = options.length ? `, {\n  ${options.join(',\n  ')}\n}` : '';
  return [...prelude, `const response = await fetch(${jsString(request.fullUrl)}${args});`, '', 'console.log(await response.json());'].join(
    '\n',
  );
}

/** An object literal when names are unique (easier to read), else the pairs, which keep repeats. */
function searchParams(params: FormParam[]): string {
  const names = params.map((p) => p.name);
  if (new Set(names).size === names.length) {
    return jsLiteral(Object.fromEntries(params.map((p) => [p.name, p.value ?? ''])), 1);
  }
  return `[\n${params.map((p) => `    [${jsString(p.name)}, ${jsString(p.value ?? '')}]`).join(',\n')}\n  ]`;
}

function formPart(p: FormParam, flavour: 'browser' | 'node'): string {
  const name = jsString(p.name);
  if (p.fileName === undefined) return `${name}, ${jsString(p.value ?? '')}`;
  const type = p.contentType ? `, { type: ${jsString(p.contentType)} }` : '';
  // Node reads the named file; a page can only offer a stand-in (in practice, an <input type=file>'s File).
  if (flavour === 'node') return `${name}, new Blob([await readFile(${jsString(p.fileName)})]${type}), ${jsString(p.fileName)}`;
  return `${name}, new File([${jsString(p.value ?? '')}], ${jsString(p.fileName)}${type})`;
}
