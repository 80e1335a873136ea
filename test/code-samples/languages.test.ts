/** Language names and aliases, and the literal printers the JavaScript samples rely on. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeSamples, findLanguage, type SampleRequest } from '../../src/samples/index.js';
import { jsLiteral, jsString } from '../../src/samples/js-literal.js';

const GET: SampleRequest = { method: 'get', url: 'https://api.example.com/items?q=a%20b', headers: [] };

describe('languages', () => {
  it('accepts Mintlify keys and aliases, case-insensitively, in the configured order', () => {
    const samples = codeSamples(GET, ['Bash', 'PY', 'js', 'Node.js', 'ts', 'golang', 'C#', 'cpp', 'kt', 'rb', 'RS', 'Dart']);
    expect(samples.map((s) => [s.language, s.label, s.highlight])).toEqual([
      ['bash', 'cURL', 'bash'],
      ['py', 'Python', 'python'],
      ['js', 'JavaScript', 'javascript'],
      ['node.js', 'Node.js', 'javascript'],
      ['ts', 'TypeScript', 'typescript'],
      ['golang', 'Go', 'go'],
      ['c#', 'C#', 'csharp'],
      ['cpp', 'C++', 'cpp'],
      ['kt', 'Kotlin', 'kotlin'],
      ['rb', 'Ruby', 'ruby'],
      ['rs', 'Rust', 'rust'],
      ['dart', 'Dart', 'dart'],
    ]);
  });

  it('skips names it has no generator for', () => {
    expect(codeSamples(GET, ['cobol', 'curl', 'fortran']).map((s) => s.language)).toEqual(['curl']);
    expect(findLanguage('cobol')).toBeUndefined();
  });

  it('upper-cases the method and keeps the query encoded', () => {
    const [curl, http] = codeSamples(GET, ['curl', 'http']);
    expect(curl!.code).toBe("curl 'https://api.example.com/items?q=a%20b'");
    expect(http!.code).toContain('GET /items?q=a%20b HTTP/1.1');
  });

  it('keeps a relative URL (a spec without servers) rather than failing', () => {
    const samples = codeSamples({ method: 'GET', url: '/pets/{petId}?a=1&a=2', headers: [] }, ['curl', 'python', 'javascript']);
    expect(samples).toHaveLength(3);
    expect(samples[0]!.code).toContain("'/pets/{petId}?a=1&a=2'");
    expect(samples[1]!.code).toContain('"a": ["1", "2"]');
    expect(samples[2]!.code).toContain("fetch('/pets/{petId}?a=1&a=2')");
  });

  it('states the body type when the request has no Content-Type header', () => {
    const [curl] = codeSamples(
      { method: 'POST', url: 'https://x.test/', headers: [], body: { mimeType: 'application/json', text: '{"a":1}' } },
      ['curl'],
    );
    expect(curl!.code).toContain("--header 'Content-Type: application/json'");
  });

  it('never lets a fixed multipart Content-Type (without boundary) into fetch or Python', () => {
    const request: SampleRequest = {
      method: 'POST',
      url: 'https://x.test/up',
      headers: [{ name: 'Content-Type', value: 'multipart/form-data' }],
      body: { mimeType: 'multipart/form-data', params: [{ name: 'a', value: '1' }] },
    };
    for (const sample of codeSamples(request, ['javascript', 'node', 'python', 'rust', 'dart']))
      expect(sample.code).not.toMatch(/content-type/i);
  });
});

describe('JavaScript literals', () => {
  it('a string literal evaluates back to the string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(new Function(`return ${jsString(s)};`)()).toBe(s);
      }),
    );
  });

  it('a JSON value literal evaluates back to the value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const normal = JSON.parse(JSON.stringify(v)) as unknown;
        expect(new Function(`return ${jsLiteral(normal)};`)()).toEqual(normal);
      }),
    );
  });
});
