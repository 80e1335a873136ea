/**
 * Swift samples with Foundation's URLSession and async/await. Ours because snippetz's Swift plugin
 * writes code that does not compile (a JSON `null` comes out empty, `JSONSerialization.data` lacks
 * `try`, strings are not escaped) and sends multipart bodies with the boundary "undefined".
 * JSON goes as its text in a raw multi-line string, so any value survives as written.
 */
import type { FormParam, NormalRequest } from './normalize.js';

export function swiftSample(request: NormalRequest): string {
  const lines = ['import Foundation', '', `var request = URLRequest(url: URL(string: ${swiftString(request.fullUrl)})!)`];
  if (request.method !== 'GET') lines.push(`request.httpMethod = ${swiftString(request.method)}`);
  const seen = new Set<string>();
  for (const h of request.headers) {
    // setValue replaces a header of the same name; a repeated one is added.
    const verb = seen.has(h.name.toLowerCase()) ? 'addValue' : 'setValue';
    seen.add(h.name.toLowerCase());
    lines.push(`request.${verb}(${swiftString(h.value)}, forHTTPHeaderField: ${swiftString(h.name)})`);
  }

  const body = request.body;
  if (body?.kind === 'json') lines.push('', `request.httpBody = Data(${swiftRaw(JSON.stringify(body.value, null, 2))}.utf8)`);
  else if (body?.kind === 'text') lines.push('', `request.httpBody = Data(${swiftString(body.text)}.utf8)`);
  else if (body?.kind === 'urlencoded') {
    const form = new URLSearchParams(body.params.map((p) => [p.name, p.value ?? ''])).toString().replace(/\+/g, '%20');
    lines.push('', `request.httpBody = Data(${swiftString(form)}.utf8)`);
  } else if (body?.kind === 'multipart') lines.push('', ...multipart(body.params));

  lines.push('', 'let (data, _) = try await URLSession.shared.data(for: request)', 'print(String(decoding: data, as: UTF8.self))');
  return lines.join('\n');
}

function multipart(params: FormParam[]): string[] {
  const lines = [
    'let boundary = "Boundary-\\(UUID().uuidString)"',
    'request.setValue("multipart/form-data; boundary=\\(boundary)", forHTTPHeaderField: "Content-Type")',
    'var body = Data()',
    'func append(_ text: String) { body.append(Data(text.utf8)) }',
  ];
  for (const p of params) {
    lines.push('append("--\\(boundary)\\r\\n")');
    let head = `Content-Disposition: form-data; name="${headerValue(p.name)}"`;
    if (p.fileName === undefined) {
      lines.push(`append(${swiftString(`${head}\r\n\r\n${p.value ?? ''}\r\n`)})`);
      continue;
    }
    head += `; filename="${headerValue(p.fileName)}"`;
    if (p.contentType) head += `\r\nContent-Type: ${p.contentType}`;
    lines.push(
      `append(${swiftString(`${head}\r\n\r\n`)})`,
      `body.append(try Data(contentsOf: URL(fileURLWithPath: ${swiftString(p.fileName)})))`,
      'append("\\r\\n")',
    );
  }
  lines.push('append("--\\(boundary)--\\r\\n")', 'request.httpBody = body');
  return lines;
}

/** A field or file name inside a quoted header parameter, encoded as browsers do. */
function headerValue(s: string): string {
  return s.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}

/** A Swift string literal: JSON's escapes, with `\uXXXX` in Swift's `\u{XXXX}` form. */
export function swiftString(value: string): string {
  return JSON.stringify(value).replace(/\\u([\da-f]{4})|\\([bf])/gi, (_, hex: string | undefined, c: string | undefined) =>
    hex ? `\\u{${hex}}` : c === 'b' ? '\\u{8}' : '\\u{C}',
  );
}

/** A raw multi-line string (`#"""` … `"""#`): the text as written, with enough `#` that nothing in it ends or escapes. */
export function swiftRaw(text: string): string {
  let hashes = '#';
  while (text.includes(`\\${hashes}`) || text.includes(`"""${hashes}`)) hashes += '#';
  return `${hashes}"""\n${text}\n"""${hashes}`;
}
