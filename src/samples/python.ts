/**
 * Python `requests` samples. Ours: snippetz's requests plugin keeps only the last of repeated query
 * and form keys; httpsnippet's Python literals escape only `"` (a backslash or newline in a value yields broken or different
 * code), it sends text bodies as `str` (which http.client encodes as Latin-1, failing on other
 * characters), and it drops repeated form keys' order.
 */
import { inlineArray } from './js-literal.js';
import type { FormParam, NormalRequest } from './normalize.js';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

export function pythonSample(request: NormalRequest): string {
  const lines = ['import requests', '', `url = ${pyString(request.baseUrl)}`];
  const args: string[] = ['url'];
  if (request.query.length) {
    lines.push('', `params = ${pairs(request.query)}`);
    args.push('params=params');
  }

  const body = request.body;
  if (body?.kind === 'json') {
    lines.push('', `payload = ${pyLiteral(body.value)}`);
    args.push('json=payload');
  } else if (body?.kind === 'text') {
    lines.push('', `payload = ${pyString(body.text)}`);
    // A str body goes out as Latin-1; anything beyond ASCII is sent as the UTF-8 it is.
    args.push(/[^\p{ASCII}]/u.test(body.text) ? 'data=payload.encode("utf-8")' : 'data=payload');
  } else if (body?.kind === 'urlencoded') {
    lines.push('', `payload = ${pairs(body.params.map((p) => ({ name: p.name, value: p.value ?? '' })))}`);
    args.push('data=payload');
  } else if (body?.kind === 'multipart') {
    const fields = body.params.filter((p) => p.fileName === undefined);
    const files = body.params.filter((p) => p.fileName !== undefined);
    lines.push('');
    if (files.length && fields.length) {
      lines.push(`data = ${pairs(fields.map((p) => ({ name: p.name, value: p.value ?? '' })))}`);
      args.push('data=data');
    }
    // With no file, fields go as (None, value) so requests still sends multipart, not a form.
    const parts = files.length ? files : fields;
    lines.push(
      `files = ${pyEntries(
        parts.map((p) => [p.name, filePart(p)]),
        0,
      )}`,
    );
    args.push('files=files');
  }

  if (request.headers.length) {
    lines.push(
      '',
      `headers = ${pyEntries(
        request.headers.map((h) => [h.name, pyString(h.value)]),
        0,
      )}`,
    );
    args.push('headers=headers');
  }
  const call = METHODS.has(request.method) ? `requests.${request.method.toLowerCase()}(` : `requests.request(${pyString(request.method)}, `;
  lines.push('', `response = ${call}${args.join(', ')})`, '', 'print(response.text)');
  return lines.join('\n');
}

function filePart(p: FormParam): string {
  if (p.fileName === undefined) return `(None, ${pyString(p.value ?? '')})`;
  const type = p.contentType ? `, ${pyString(p.contentType)}` : '';
  return `(${pyString(p.fileName)}, open(${pyString(p.fileName)}, "rb")${type})`;
}

/** A dict; a repeated name holds a list of its values, which requests sends as repeated pairs. */
function pairs(items: { name: string; value: string }[]): string {
  const grouped = new Map<string, string[]>();
  for (const { name, value } of items) grouped.set(name, [...(grouped.get(name) ?? []), value]);
  return pyEntries(
    [...grouped].map(([name, values]) => [name, values.length === 1 ? pyString(values[0]!) : pyLiteral(values, 1)]),
    0,
  );
}

/** JSON's string escapes (\" \\ \n \uXXXX …) are all valid in Python string literals. */
function pyString(value: string): string {
  return JSON.stringify(value);
}

function pyEntries(entries: [string, string][], depth: number): string {
  if (entries.length === 0) return '{}';
  const pad = '    '.repeat(depth + 1);
  return `{\n${entries.map(([k, v]) => `${pad}${pyString(k)}: ${v}`).join(',\n')}\n${'    '.repeat(depth)}}`;
}

function pyLiteral(value: unknown, depth = 0): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return pyString(value);
  if (typeof value !== 'object') return JSON.stringify(value) ?? 'None';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = inlineArray(value.map((v) => pyLiteral(v)));
    if (inline) return inline;
    const pad = '    '.repeat(depth + 1);
    return `[\n${value.map((v) => pad + pyLiteral(v, depth + 1)).join(',\n')}\n${'    '.repeat(depth)}]`;
  }
  return pyEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, pyLiteral(v, depth + 1)]),
    depth,
  );
}
