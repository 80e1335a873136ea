/**
 * Rust and Dart samples. Neither toolchain can build them here (no crates.io, no Dart SDK), so the
 * literals are read back by decoders of the syntax the generators emit, written from the language
 * references; where rustc is installed, it compiles the string and number literals too.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dartLiteral, dartString } from '../../src/samples/dart.js';
import { codeSamples, type SampleRequest } from '../../src/samples/index.js';
import { rustLiteral, rustString, rustText } from '../../src/samples/rust.js';
import { sampleCases } from './cases.js';

/** What a string is once encoded as UTF-8: lone surrogates become U+FFFD. */
const wellFormed = (s: string) => Buffer.from(s, 'utf8').toString('utf8');

/** Characters a literal must not hold as written: controls, bidi and other format characters, separators. */
const RAW_FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;

interface Cursor {
  src: string;
  pos: number;
}

function fail(c: Cursor, why: string): never {
  throw new Error(`${why} at ${c.pos} in ${JSON.stringify(c.src.slice(Math.max(0, c.pos - 20), c.pos + 20))}`);
}

function scalar(c: Cursor, hex: string): string {
  const code = Number.parseInt(hex, 16);
  if (!/^[0-9a-f]+$/i.test(hex) || code > 0x10ffff) fail(c, `bad code point ${hex}`);
  return String.fromCodePoint(code);
}

/** `\u{…}` with 1–6 hex digits: Rust's only Unicode escape, one of Dart's two. */
function braced(c: Cursor): string {
  const m = /^\{([0-9a-fA-F]{1,6})\}/.exec(c.src.slice(c.pos));
  if (!m) fail(c, 'bad \\u{…}');
  c.pos += m[0].length;
  const code = Number.parseInt(m[1]!, 16);
  if (code >= 0xd800 && code <= 0xdfff) fail(c, 'surrogate escape'); // not a Unicode scalar value
  return scalar(c, m[1]!);
}

function rawChar(c: Cursor): string {
  const ch = String.fromCodePoint(c.src.codePointAt(c.pos)!);
  if (RAW_FORBIDDEN.test(ch)) fail(c, `unescaped U+${ch.codePointAt(0)!.toString(16)}`);
  c.pos += ch.length;
  return ch;
}

/** A Rust string literal: `"…"` with \n \r \t \0 \\ \' \" \xHH (≤ 7F) \u{…}, or a raw `r#"…"#`. */
function readRust(c: Cursor): string {
  const raw = /^r(#*)"/.exec(c.src.slice(c.pos));
  if (raw) {
    const close = `"${raw[1]}`;
    const end = c.src.indexOf(close, c.pos + raw[0].length);
    if (end < 0) fail(c, 'unterminated raw string');
    const body = c.src.slice(c.pos + raw[0].length, end);
    if (/[\r\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u.test(body)) fail(c, 'raw string holds a character rustc rejects');
    c.pos = end + close.length;
    return body;
  }
  if (c.src[c.pos] !== '"') fail(c, 'expected a string');
  c.pos++;
  let out = '';
  for (;;) {
    const ch = c.src[c.pos];
    if (ch === undefined) fail(c, 'unterminated string');
    if (ch === '"') {
      c.pos++;
      return out;
    }
    if (ch !== '\\') {
      out += rawChar(c);
      continue;
    }
    const e = c.src[c.pos + 1];
    c.pos += 2;
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', '0': '\0', '\\': '\\', "'": "'", '"': '"' };
    if (e !== undefined && e in simple) out += simple[e];
    else if (e === 'x') {
      const hex = c.src.slice(c.pos, c.pos + 2);
      if (!/^[0-7][0-9a-fA-F]$/.test(hex)) fail(c, 'bad \\x');
      out += scalar(c, hex);
      c.pos += 2;
    } else if (e === 'u') out += braced(c);
    else fail(c, `unknown escape \\${e}`);
  }
}

/** A Dart string literal, '…' or "…": \n \r \t \b \f \v \xHH \uHHHH \u{…}, `\c` is c, a bare `$` interpolates. */
function readDart(c: Cursor): string {
  const quote = c.src[c.pos];
  if (quote !== "'" && quote !== '"') fail(c, 'expected a string');
  c.pos++;
  let out = '';
  for (;;) {
    const ch = c.src[c.pos];
    if (ch === undefined || ch === '\n' || ch === '\r') fail(c, 'unterminated string');
    if (ch === quote) {
      c.pos++;
      return out;
    }
    if (ch === '$') fail(c, 'unescaped $ (an interpolation)');
    if (ch !== '\\') {
      out += rawChar(c);
      continue;
    }
    const e = String.fromCodePoint(c.src.codePointAt(c.pos + 1) ?? fail(c, 'dangling \\'));
    c.pos += 1 + e.length;
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' };
    if (e in simple) out += simple[e];
    else if (e === 'x') {
      out += scalar(c, c.src.slice(c.pos, c.pos + 2));
      c.pos += 2;
    } else if (e === 'u' && c.src[c.pos] === '{') out += braced(c);
    else if (e === 'u') {
      out += scalar(c, c.src.slice(c.pos, c.pos + 4));
      c.pos += 4;
    } else if (e === '\n' || e === '\r') fail(c, 'escaped line break');
    else out += e;
  }
}

/**
 * A JSON-shaped literal (`json!` or a Dart map/list literal): the languages' strings, numbers as each
 * language reads them, `null`/`true`/`false`, arrays and objects (trailing commas for Dart).
 */
function parseValue(c: Cursor, lang: 'rust' | 'dart'): unknown {
  skipSpace(c);
  const rest = c.src.slice(c.pos);
  const word = /^(?:null|true|false)\b/.exec(rest);
  if (word) {
    c.pos += word[0].length;
    return JSON.parse(word[0]) as unknown;
  }
  const num = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?:_i64)?/.exec(rest);
  if (num) {
    c.pos += num[0].length;
    return number(c, num[0], lang);
  }
  if (rest[0] === '[' || rest[0] === '{') {
    const object = rest[0] === '{';
    c.pos++;
    const items: unknown[] = [];
    const entries: [string, unknown][] = [];
    for (;;) {
      skipSpace(c);
      if (c.src[c.pos] === (object ? '}' : ']')) break;
      if (object) {
        const key = lang === 'rust' ? readRust(c) : readDart(c);
        skipSpace(c);
        if (c.src[c.pos++] !== ':') fail(c, 'expected :');
        entries.push([key, parseValue(c, lang)]);
      } else items.push(parseValue(c, lang));
      skipSpace(c);
      if (c.src[c.pos] === ',') {
        c.pos++;
        skipSpace(c);
        if (lang === 'rust' && /[}\]]/.test(c.src[c.pos] ?? '')) fail(c, 'trailing comma (not emitted for Rust)');
      } else if (c.src[c.pos] !== (object ? '}' : ']')) fail(c, 'expected , or a closing bracket');
    }
    c.pos++;
    return object ? Object.fromEntries(entries) : items;
  }
  return lang === 'rust' ? readRust(c) : readDart(c);
}

function number(c: Cursor, text: string, lang: 'rust' | 'dart'): number {
  const integer = /^-?\d+(?:_i64)?$/.test(text);
  const value = Number(text.replace('_i64', ''));
  if (integer) {
    const big = BigInt(text.replace('_i64', ''));
    // Rust: unsuffixed means i32 (serde-rs/json#974); Dart ints are 64-bit.
    const [min, max] = lang === 'rust' && !text.endsWith('_i64') ? [-(2n ** 31n), 2n ** 31n - 1n] : [-(2n ** 63n), 2n ** 63n - 1n];
    if (big < min || big > max) fail(c, `integer literal ${text} out of range`);
  }
  return value;
}

function skipSpace(c: Cursor): void {
  while (/\s/.test(c.src[c.pos] ?? '')) c.pos++;
}

function decode(src: string, lang: 'rust' | 'dart'): unknown {
  const c = { src, pos: 0 };
  const value = parseValue(c, lang);
  if (c.pos !== src.length) fail(c, 'trailing text');
  return value;
}

const strings = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom('"', "'", '\\', '$', '{', '\n', '\r', '#', 'r', '\u202e', '\u2028', '\0', 'é') }),
);

describe('Rust literals', () => {
  it('a string literal decodes to the string (as UTF-8 would carry it)', () => {
    fc.assert(
      fc.property(strings, (s) => {
        expect(decode(rustString(s), 'rust')).toBe(wellFormed(s));
      }),
    );
  });

  it('a raw-or-plain text literal decodes to the text', () => {
    fc.assert(
      fc.property(strings, (s) => {
        expect(decode(rustText(s), 'rust')).toBe(wellFormed(s));
      }),
    );
    expect(rustText('{\n  "a": "#1"\n}')).toBe('r##"{\n  "a": "#1"\n}"##');
    expect(rustText('{\n  "a": "\u202e"\n}')).toBe('"{\\n  \\"a\\": \\"\\u{202E}\\"\\n}"');
  });

  it('a json! literal decodes to the JSON value, integers in range of what rustc infers', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const normal = JSON.parse(JSON.stringify(v)) as unknown;
        expect(decode(rustLiteral(normal), 'rust')).toEqual(normal);
      }),
    );
    expect(rustLiteral([1, -5, 3_000_000_000, 2 ** 53 + 2, 1e21, 1.5e-7])).toBe(
      '[1, -5, 3000000000_i64, 9007199254740994.0, 1e+21, 1.5e-7]',
    );
  });

  const rustc = spawnSync('rustc', ['--version'], { stdio: 'ignore' }).status === 0;
  it.skipIf(!rustc)(
    'rustc compiles the literals to the same UTF-8 bytes and numbers',
    () => {
      const texts = fc.sample(strings, { numRuns: 300, seed: 20260301 });
      const numbers = [
        0,
        -1,
        2 ** 31 - 1,
        -(2 ** 31),
        2 ** 31,
        -(2 ** 31) - 1,
        2 ** 53 - 1,
        2 ** 53 + 2,
        1e20,
        1e21,
        -1.5e300,
        1.5e-7,
        0.1,
      ];
      const program = [
        'fn show<T: std::fmt::Display>(t: &T) -> String { t.to_string() }',
        'fn hex(s: &str) -> String { s.bytes().map(|b| format!("{:02x}", b)).collect() }',
        'fn main() {',
        ...texts.flatMap((s) => [`    println!("{}", hex(${rustString(s)}));`, `    println!("{}", hex(${rustText(s)}));`]),
        // Generic like json!'s `to_value(&lit)`, so inference picks the same types.
        ...numbers.map((n) => `    println!("{}", show(&${rustLiteral(n)}));`),
        '}',
      ].join('\n');
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-rustc-'));
      try {
        fs.writeFileSync(path.join(dir, 'main.rs'), program);
        execFileSync('rustc', ['--edition', '2021', '-o', path.join(dir, 'main'), path.join(dir, 'main.rs')], { stdio: 'pipe' });
        const lines = execFileSync(path.join(dir, 'main'), { encoding: 'utf8' }).trimEnd().split('\n');
        expect(lines.slice(0, texts.length * 2)).toEqual(
          texts.flatMap((s) => [Buffer.from(s, 'utf8').toString('hex'), Buffer.from(s, 'utf8').toString('hex')]),
        );
        expect(lines.slice(texts.length * 2).map(Number)).toEqual(numbers);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe('Dart literals', () => {
  it('a string literal decodes to the string, `$` escaped', () => {
    fc.assert(
      fc.property(strings, (s) => {
        expect(decode(dartString(s), 'dart')).toBe(wellFormed(s));
      }),
    );
    expect(dartString("it's $x")).toBe('"it\'s \\$x"');
    expect(dartString('a\'b"c')).toBe("'a\\'b\"c'");
  });

  it('a map/list literal decodes to the JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const normal = JSON.parse(JSON.stringify(v)) as unknown;
        expect(decode(dartLiteral(normal), 'dart')).toEqual(normal);
      }),
    );
  });
});

/** The first string literal after `marker` in a sample, decoded. */
function literalAfter(code: string, marker: string, lang: 'rust' | 'dart'): unknown {
  const at = code.indexOf(marker);
  expect(at, `${marker} in\n${code}`).toBeGreaterThanOrEqual(0);
  const c = { src: code, pos: at + marker.length };
  return lang === 'rust' ? readRust(c) : readDart(c);
}

describe('Rust and Dart samples', () => {
  const cases = sampleCases('https://api.example.com');

  it('carry the request: URL with query, headers, JSON body', () => {
    const request = cases['post-json']!;
    const [rust, dart] = codeSamples(request, ['rust', 'dart']);
    const body = JSON.parse((request.body as { text: string }).text) as unknown;
    expect(literalAfter(rust!.code, '.post(', 'rust')).toBe('https://api.example.com/pets?dry_run=true');
    expect(literalAfter(rust!.code, '.header("Authorization", ', 'rust')).toBe('Bearer tok_123');
    const json = /json!\(([\s\S]*?)\);\n/.exec(rust!.code)![1]!;
    expect(decode(json, 'rust')).toEqual(body);

    expect(literalAfter(dart!.code, 'Uri.parse(', 'dart')).toBe('https://api.example.com/pets?dry_run=true');
    expect(dart!.code).toContain("import 'dart:convert';");
    const encoded = /jsonEncode\(([\s\S]*?)\),\n {2}\);/.exec(dart!.code)![1]!;
    expect(decode(encoded, 'dart')).toEqual(body);
  });

  it('keep repeated form names, in order for Rust and as lists for Dart', () => {
    const [rust, dart] = codeSamples(cases['post-form']!, ['rust', 'dart']);
    const pairs = [...rust!.code.matchAll(/^ {8}\(("(?:[^"\\]|\\.)*"), ("(?:[^"\\]|\\.)*")\),$/gm)].map((m) => [
      decode(m[1]!, 'rust'),
      decode(m[2]!, 'rust'),
    ]);
    expect(pairs).toEqual([
      ['user', 'ann lee'],
      ['b&c', 'x=y'],
      ['role', 'admin'],
      ['quote', "it's 100%"],
      ['role', 'dev+ops'],
    ]);
    expect(rust!.code).toContain('.form(&params)');
    expect(dart!.code).toContain("'role': ['admin', 'dev+ops'],");
    expect(dart!.code).toContain('}).query,');
    // Unique names: a Map body, which package:http form-encodes.
    const unique = codeSamples(
      { ...cases['post-form']!, body: { mimeType: 'application/x-www-form-urlencoded', params: [{ name: 'a', value: '1' }] } },
      ['dart'],
    );
    expect(unique[0]!.code).toContain("body: {\n      'a': '1',\n    },");
  });

  it('send files in multipart bodies: from disk without example content, else the content', () => {
    const upload: SampleRequest = {
      method: 'POST',
      url: 'https://x.test/up',
      headers: [{ name: 'Content-Type', value: 'multipart/form-data' }],
      body: {
        mimeType: 'multipart/form-data',
        params: [
          { name: 'doc', fileName: 'a b.pdf', contentType: 'application/pdf' },
          { name: 'tag', value: 'x' },
          { name: 'tag', value: 'y' },
        ],
      },
    };
    const [rust, dart] = codeSamples(upload, ['rust', 'dart']);
    expect(rust!.code).toContain('Part::bytes(tokio::fs::read("a b.pdf").await?)');
    expect(rust!.code).toContain('.mime_str("application/pdf")?');
    expect(rust!.code).toContain('.text("tag", "x")\n        .text("tag", "y")');
    expect(dart!.code).toContain(
      "await http.MultipartFile.fromPath(\n    'doc',\n    'a b.pdf',\n    contentType: MediaType.parse('application/pdf'),\n  ));",
    );
    expect(dart!.code).toContain("request.fields['tag'] = 'x';");
    expect(dart!.code).toContain("request.files.add(http.MultipartFile.fromString('tag', 'y'));");
    // The boundary is the client's to set: no fixed multipart Content-Type.
    for (const code of [rust!.code, dart!.code]) expect(code).not.toMatch(/content-type/i);

    const [rustInline, dartInline] = codeSamples(cases['post-multipart']!, ['rust', 'dart']);
    expect(literalAfter(rustInline!.code, 'Part::text(', 'rust')).toBe('line one\nit\'s "quoted" $HOME\n');
    expect(literalAfter(dartInline!.code, "MultipartFile.fromString(\n    'attachment',\n    ", 'dart')).toBe(
      'line one\nit\'s "quoted" $HOME\n',
    );
  });

  it('use a generic request for other methods', () => {
    const request: SampleRequest = {
      method: 'options',
      url: 'https://x.test/a',
      headers: [],
      body: { mimeType: 'text/plain', text: 'hi' },
    };
    const [rust, dart] = codeSamples(request, ['rust', 'dart']);
    expect(rust!.code).toContain('.request(reqwest::Method::OPTIONS, "https://x.test/a")');
    expect(dart!.code).toContain("final request = http.Request('OPTIONS', Uri.parse('https://x.test/a'));");
    expect(dart!.code).toContain("request.body = 'hi';");
    expect(codeSamples({ ...request, method: 'QUERY' }, ['rust'])[0]!.code).toContain('reqwest::Method::from_bytes(b"QUERY")?');
  });

  it('fall back to a text body when json! would pass the macro recursion limit', () => {
    const big = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, i]));
    const [rust] = codeSamples(
      { method: 'POST', url: 'https://x.test/', headers: [], body: { mimeType: 'application/json', text: JSON.stringify(big) } },
      ['rust'],
    );
    expect(rust!.code).not.toContain('json!');
    expect(JSON.parse(literalAfter(rust!.code, '.body(', 'rust') as string)).toEqual(big);
    expect(rust!.code).toContain('.header("Content-Type", "application/json")');
  });
});
