/**
 * Rust samples with reqwest (ours: snippetz's Rust plugin writes a fragment, no `main`,
 * imports or crates). Async on tokio, because that is
 * reqwest's primary API (its blocking client wraps it) and what Rust HTTP code around it is written
 * in; files are read with `tokio::fs`. JSON bodies are `serde_json::json!` literals, forms are
 * `(name, value)` pairs (repeats kept in order), multipart bodies a `reqwest::multipart::Form`.
 */
import { inlineArray } from './js-literal.js';
import type { FormParam, NormalRequest } from './normalize.js';

const BUILDER_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);
const METHOD_CONSTANTS = new Set(['OPTIONS', 'TRACE', 'CONNECT']);
const TOKEN = /^[!#$%&'*+.^_`|~\w-]+$/;
const INDENT = '    ';

export function rustSample(request: NormalRequest): string {
  const features = new Set<string>();
  const crates: string[] = [];
  const uses: string[] = [];
  const setup: string[] = [];
  const calls = [...request.headers.map((h) => `.header(${rustString(h.name)}, ${rustString(h.value)})`)];

  const body = request.body;
  if (body?.kind === 'json') {
    if (fitsJsonMacro(body.value)) {
      features.add('json');
      crates.push('serde_json = "1"');
      uses.push('use serde_json::json;');
      setup.push(`let payload = json!(${rustLiteral(body.value, 1)});`);
      calls.push('.json(&payload)');
    } else {
      // Past the macro's default recursion limit (~128 steps, a few per entry): send the text.
      calls.push(`.body(${rustText(JSON.stringify(body.value, null, 2))})`);
    }
  } else if (body?.kind === 'text') {
    calls.push(`.body(${rustString(body.text)})`);
  } else if (body?.kind === 'urlencoded' && body.params.length) {
    const pairs = body.params.map((p) => `${INDENT.repeat(2)}(${rustString(p.name)}, ${rustString(p.value ?? '')}),`);
    // serde implements Serialize for arrays of up to 32 items only; a Vec has no limit.
    const [open, close] = pairs.length <= 32 ? ['[', ']'] : ['vec![', ']'];
    setup.push(`let params = ${open}\n${pairs.join('\n')}\n${INDENT}${close};`);
    calls.push('.form(&params)');
  } else if (body?.kind === 'multipart') {
    features.add('multipart');
    const files = body.params.some((p) => p.fileName !== undefined);
    uses.push(files ? 'use reqwest::multipart::{Form, Part};' : 'use reqwest::multipart::Form;');
    setup.push(`let form = Form::new()${body.params.map((p) => `\n${INDENT.repeat(2)}${formPart(p)}`).join('')};`);
    calls.push('.multipart(form)');
  }

  const reqwest = features.size ? `{ version = "0.12", features = [${[...features].map((f) => `"${f}"`).join(', ')}] }` : '"0.12"';
  const cargo = [`reqwest = ${reqwest}`, ...crates, 'tokio = { version = "1", features = ["full"] }'];
  const chain = [startCall(request), ...calls, '.send()', '.await?'].map((c) => `${INDENT.repeat(2)}${c}`).join('\n');
  const main = [
    ...setup.flatMap((s) => [s, '']),
    'let client = reqwest::Client::new();',
    `let response = client\n${chain};`,
    '',
    'println!("{}", response.text().await?);',
    'Ok(())',
  ];
  return [
    '// Cargo.toml, [dependencies]:',
    ...cargo.map((line) => `// ${line}`),
    '',
    ...(uses.length ? [...uses, ''] : []),
    '#[tokio::main]',
    'async fn main() -> Result<(), Box<dyn std::error::Error>> {',
    ...main.map((line) => (line ? INDENT + line : line)),
    '}',
  ].join('\n');
}

function startCall(request: NormalRequest): string {
  const url = rustString(request.fullUrl);
  if (BUILDER_METHODS.has(request.method)) return `.${request.method.toLowerCase()}(${url})`;
  if (METHOD_CONSTANTS.has(request.method)) return `.request(reqwest::Method::${request.method}, ${url})`;
  const method = TOKEN.test(request.method) ? `b"${request.method}"` : `${rustString(request.method)}.as_bytes()`;
  return `.request(reqwest::Method::from_bytes(${method})?, ${url})`;
}

function formPart(p: FormParam): string {
  if (p.fileName === undefined) return `.text(${rustString(p.name)}, ${rustString(p.value ?? '')})`;
  // The example's content when the request has one, else the named file from disk.
  const source =
    p.value !== undefined ? `Part::text(${rustString(p.value)})` : `Part::bytes(tokio::fs::read(${rustString(p.fileName)}).await?)`;
  const pad = INDENT.repeat(4);
  const mime = p.contentType ? `\n${pad}.mime_str(${rustString(p.contentType)})?` : '';
  return `.part(\n${INDENT.repeat(3)}${rustString(p.name)},\n${INDENT.repeat(3)}${source}\n${pad}.file_name(${rustString(p.fileName)})${mime},\n${INDENT.repeat(2)})`;
}

/**
 * A Rust string literal. Printable characters stay as written (sources are UTF-8); control, format
 * (the bidi overrides rustc rejects in literals), separator and unassigned characters are escaped. A
 * lone surrogate has no Rust form: it becomes U+FFFD, which is also what encoding it as UTF-8 sends.
 */
export function rustString(value: string): string {
  return `"${wellFormed(value).replace(ESCAPED, escapeChar)}"`;
}

const ESCAPED = /["\\]|[\p{C}\p{Zl}\p{Zp}]|(?! )\p{Zs}/gu;
const SHORT: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\0': '\\0' };

function escapeChar(c: string): string {
  return SHORT[c] ?? `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`;
}

/** A raw string (`r#"…"#`) when the text needs no escape beyond its line breaks, else a plain literal. */
export function rustText(text: string): string {
  const plain = wellFormed(text);
  if (plain !== text || /[\r\p{C}\p{Zl}\p{Zp}]|(?! )\p{Zs}/u.test(plain.replace(/[\n\t]/g, ''))) return rustString(text);
  let hashes = '#';
  while (plain.includes(`"${hashes}`)) hashes += '#';
  return `r${hashes}"${plain}"${hashes}`;
}

function wellFormed(value: string): string {
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** A JSON value in `json!` syntax, indented four spaces per level from `depth`. */
export function rustLiteral(value: unknown, depth = 0): string {
  if (typeof value === 'string') return rustString(value);
  if (typeof value === 'number') return rustNumber(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const pad = INDENT.repeat(depth + 1);
  const end = INDENT.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = inlineArray(value.map((item) => rustLiteral(item)));
    if (inline) return inline;
    return `[\n${value.map((item) => pad + rustLiteral(item, depth + 1)).join(',\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${rustString(k)}: ${rustLiteral(v, depth + 1)}`).join(',\n')}\n${end}}`;
}

/**
 * `json!` leaves an unsuffixed integer to type inference, which picks i32 and rejects a larger
 * literal (serde-rs/json#974): such integers get `_i64`, and past 2^53 (not exact in JSON for
 * JavaScript anyway) they are written as the float they are.
 */
function rustNumber(n: number): string {
  const text = JSON.stringify(n);
  if (!Number.isInteger(n) || !/^-?\d+$/.test(text) || (n >= -(2 ** 31) && n < 2 ** 31)) return text;
  return Math.abs(n) > Number.MAX_SAFE_INTEGER ? `${text}.0` : `${text}_i64`;
}

/**
 * Whether `json!` expands the value within rustc's default recursion limit of 128. The macro munches
 * an object a few steps per entry and an array one per item, and nested values add their own depth;
 * the estimate is kept well under the limit.
 */
function fitsJsonMacro(value: unknown): boolean {
  return macroDepth(value) <= 96;
}

function macroDepth(value: unknown): number {
  if (value === null || typeof value !== 'object') return 1;
  const children = Array.isArray(value) ? (value as unknown[]) : Object.values(value as Record<string, unknown>);
  const perItem = Array.isArray(value) ? 1 : 4;
  return children.reduce<number>((deepest, child, i) => Math.max(deepest, perItem * (i + 1) + macroDepth(child)), perItem);
}
