/**
 * Dart samples with package:http (ours: snippetz's Dart plugin puts JSON in a raw `r'…'` string that a
 * `'` in a value ends). JSON bodies are
 * `jsonEncode` of a literal, text bodies strings, forms a `Map` body (or, when a name repeats, a
 * query string built by `Uri`), multipart bodies an `http.MultipartRequest`.
 */
import { inlineArray } from './js-literal.js';
import type { FormParam, NormalRequest } from './normalize.js';

/** package:http's top-level functions; `get` and `head` take no body. */
const FUNCTIONS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
const BODILESS = new Set(['GET', 'HEAD']);

export function dartSample(request: NormalRequest): string {
  const imports = new Set(["import 'package:http/http.dart' as http;"]);
  const lines = request.body?.kind === 'multipart' ? multipartLines(request, request.body.params, imports) : requestLines(request, imports);
  const sorted = [...imports].sort();
  // Dart groups `dart:` imports before `package:` ones, a blank line between.
  const dartImports = sorted.filter((i) => i.startsWith("import 'dart:"));
  const packageImports = sorted.filter((i) => !i.startsWith("import 'dart:"));
  return [
    ...dartImports,
    ...(dartImports.length ? [''] : []),
    ...packageImports,
    '',
    'Future<void> main() async {',
    // Lines may hold several (multi-line literals): every physical line is indented.
    ...lines
      .join('\n')
      .split('\n')
      .map((line) => (line ? `  ${line}` : line)),
    '',
    '  print(response.body);',
    '}',
  ].join('\n');
}

function requestLines(request: NormalRequest, imports: Set<string>): string[] {
  const uri = `Uri.parse(${dartString(request.fullUrl)})`;
  if (FUNCTIONS.has(request.method) && !(request.body && BODILESS.has(request.method))) {
    const name = request.method.toLowerCase();
    // Arguments sit one level in.
    const headers = headerMap(request.headers, 1);
    const body = bodyExpression(request, imports, 1);
    if (!headers && !body) return [`final response = await http.${name}(${uri});`];
    const args = [uri, ...(headers ? [`headers: ${headers}`] : []), ...(body ? [`body: ${body.expression}`] : [])];
    return [`final response = await http.${name}(`, ...args.map((a) => `  ${a},`), ');'];
  }
  // Other methods, or a GET with a body: an explicit Request. Headers first, so the body setter
  // keeps the Content-Type instead of adding text/plain.
  const headers = headerMap(request.headers, 0);
  const body = bodyExpression(request, imports, 0);
  const lines = [`final request = http.Request(${dartString(request.method)}, ${uri});`];
  if (headers) lines.push(`request.headers.addAll(${headers});`);
  if (body) lines.push(`request.${body.field} = ${body.expression};`);
  lines.push('', 'final response = await http.Response.fromStream(await request.send());');
  return lines;
}

function bodyExpression(request: NormalRequest, imports: Set<string>, depth: number): { expression: string; field: string } | undefined {
  const body = request.body;
  if (body?.kind === 'json') {
    imports.add("import 'dart:convert';");
    return { expression: `jsonEncode(${dartLiteral(body.value, depth)})`, field: 'body' };
  }
  if (body?.kind === 'text') return { expression: dartString(body.text), field: 'body' };
  if (body?.kind !== 'urlencoded') return undefined;
  const names = body.params.map((p) => p.name);
  const entries = body.params.map((p): [string, string] => [p.name, dartString(p.value ?? '')]);
  if (new Set(names).size === names.length) return { expression: dartMap(entries, depth), field: 'bodyFields' };
  // A Map cannot repeat a key; Uri encodes a list value as the name repeated.
  const grouped = new Map<string, string[]>();
  for (const p of body.params) grouped.set(p.name, [...(grouped.get(p.name) ?? []), p.value ?? '']);
  const values = [...grouped].map(([name, list]): [string, string] => [
    name,
    list.length === 1 ? dartString(list[0]!) : dartLiteral(list, depth + 1),
  ]);
  return { expression: `Uri(queryParameters: ${dartMap(values, depth)}).query`, field: 'body' };
}

function multipartLines(request: NormalRequest, params: FormParam[], imports: Set<string>): string[] {
  const lines = [`final request = http.MultipartRequest(${dartString(request.method)}, Uri.parse(${dartString(request.fullUrl)}));`];
  for (const h of joinRepeated(request.headers)) lines.push(`request.headers[${dartString(h.name)}] = ${dartString(h.value)};`);
  const seen = new Set<string>();
  for (const p of params) {
    // `fields` is a Map: a repeated field name goes in as a file part without a file name.
    if (p.fileName === undefined && !seen.has(p.name)) lines.push(`request.fields[${dartString(p.name)}] = ${dartString(p.value ?? '')};`);
    else lines.push(filesAdd(p, imports));
    seen.add(p.name);
  }
  lines.push('', 'final response = await http.Response.fromStream(await request.send());');
  return lines;
}

/** `request.files.add(…)`, its arguments one a line (as `dart format` does) when they are long. */
function filesAdd(p: FormParam, imports: Set<string>): string {
  // The example's content when the request has one, else the named file from disk.
  const fromPath = p.fileName !== undefined && p.value === undefined;
  const args = [dartString(p.name), dartString(fromPath ? p.fileName! : (p.value ?? ''))];
  if (p.fileName !== undefined && !fromPath) args.push(`filename: ${dartString(p.fileName)}`);
  if (p.contentType) {
    imports.add("import 'package:http_parser/http_parser.dart';");
    args.push(`contentType: MediaType.parse(${dartString(p.contentType)})`);
  }
  const call = fromPath ? 'await http.MultipartFile.fromPath' : 'http.MultipartFile.fromString';
  const line = `request.files.add(${call}(${args.join(', ')}));`;
  return line.length <= 80 ? line : `request.files.add(${call}(\n${args.map((a) => `  ${a},`).join('\n')}\n));`;
}

/** A header map literal; a repeated name (a Dart map has one value per key) joins its values. */
function headerMap(headers: { name: string; value: string }[], depth: number): string | undefined {
  if (headers.length === 0) return undefined;
  return dartMap(
    joinRepeated(headers).map((h) => [h.name, dartString(h.value)]),
    depth,
  );
}

function joinRepeated(headers: { name: string; value: string }[]): { name: string; value: string }[] {
  const byName = new Map<string, { name: string; value: string }>();
  for (const h of headers) {
    const key = h.name.toLowerCase();
    const previous = byName.get(key);
    const separator = key === 'cookie' ? '; ' : ', ';
    byName.set(key, previous ? { name: previous.name, value: `${previous.value}${separator}${h.value}` } : { ...h });
  }
  return [...byName.values()];
}

/**
 * A Dart string literal: single-quoted unless the text holds a `'` and no `"` (as Dart style asks).
 * `$` is escaped (it starts an interpolation); printable characters stay as written, while control,
 * format (bidi overrides), separator and unassigned ones are escaped. A lone surrogate becomes U+FFFD,
 * which is also what encoding it as UTF-8 sends.
 */
export function dartString(value: string): string {
  const text = wellFormed(value);
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  return `${quote}${text.replace(ESCAPED, (c) => (c === quote || c === '\\' || c === '$' ? `\\${c}` : escapeChar(c)))}${quote}`;
}

const ESCAPED = /["'\\$]|[\p{C}\p{Zl}\p{Zp}]|(?! )\p{Zs}/gu;
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeChar(c: string): string {
  if (c === '"' || c === "'") return c; // the other quote needs no escape
  return SHORT[c] ?? `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`;
}

function wellFormed(value: string): string {
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** A JSON value as a Dart literal, indented two spaces per level from `depth`, with trailing commas. */
export function dartLiteral(value: unknown, depth = 0): string {
  if (typeof value === 'string') return dartString(value);
  if (typeof value === 'number') return dartNumber(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = inlineArray(value.map((item) => dartLiteral(item)));
    if (inline) return inline;
    const pad = '  '.repeat(depth + 1);
    return `[\n${value.map((item) => `${pad}${dartLiteral(item, depth + 1)},`).join('\n')}\n${'  '.repeat(depth)}]`;
  }
  return dartMap(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, dartLiteral(v, depth + 1)]),
    depth,
  );
}

function dartMap(entries: [string, string][], depth: number): string {
  if (entries.length === 0) return '{}';
  const pad = '  '.repeat(depth + 1);
  return `{\n${entries.map(([k, v]) => `${pad}${dartString(k)}: ${v},`).join('\n')}\n${'  '.repeat(depth)}}`;
}

/** An integer past 64 bits is too large a Dart int literal; written as a double it is the same value. */
function dartNumber(n: number): string {
  const text = JSON.stringify(n);
  return Number.isInteger(n) && Math.abs(n) > Number.MAX_SAFE_INTEGER && /^-?\d+$/.test(text) ? `${text}.0` : text;
}
