/**
 * src/samples/: every language writes a sample for every kind of request, the build's synchronous
 * generators and the browser's lazily loaded ones give the same text, and the request reaches each
 * sample (query, headers, JSON, form and multipart bodies).
 */
import { describe, expect, it } from 'vitest';
import { codeSamples, languageNames, type SampleRequest } from '../../src/samples/index.js';
import { findLanguage } from '../../src/samples/languages.js';
import { loadGenerator } from '../../src/samples/load-generator.js';
import { sampleCases } from '../code-samples/cases.js';

const CASES = sampleCases('https://api.example.com');
/** One name per language (the canonical keys). */
const KEYS = [...new Set(languageNames().map((name) => findLanguage(name)!.key))];

describe('every language', () => {
  it('has the 25 languages of the table', () => {
    expect(KEYS).toHaveLength(25);
  });

  it.each(Object.entries(CASES))('writes a sample for %s', (_, request) => {
    const samples = codeSamples(request, KEYS);
    expect(samples.map((s) => s.language)).toEqual(KEYS);
    for (const s of samples) expect(s.code.trim().length, s.language).toBeGreaterThan(20);
  });

  it('gives the same text from the build and from a lazily loaded generator', async () => {
    for (const request of Object.values(CASES)) {
      for (const sample of codeSamples(request, KEYS)) {
        const generate = await loadGenerator(sample.language);
        expect(generate!(request), sample.language).toBe(sample.code);
      }
    }
  });

  it('keeps a relative URL (a spec without servers) in every language', () => {
    const request: SampleRequest = { method: 'GET', url: '/pets/7?limit=2', headers: [] };
    for (const s of codeSamples(request, KEYS)) {
      expect(s.code, s.language).toMatch(/\/pets\/7/);
      expect(s.code, s.language).not.toContain('relative.invalid');
    }
  });

  it('has no generator for an unknown language', async () => {
    expect(await loadGenerator('cobol')).toBeUndefined();
  });
});

describe('the request reaches the sample', () => {
  const sample = (name: string, language: string) => codeSamples(CASES[name]!, [language])[0]!.code;

  it('query: every pair, repeated keys kept, encoded', () => {
    expect(sample('get-query', 'curl')).toContain('tag=red%20car&tag=x%26y%3Dz');
    expect(sample('get-query', 'go')).toContain('tag=red%20car&tag=x%26y%3Dz');
    expect(sample('get-query', 'python')).toContain('"tag": ["red car", "x&y=z"]');
  });

  it('headers, with quotes escaped for the language', () => {
    expect(sample('delete-headers', 'curl')).toContain(`--header 'X-Quote: it'\\''s "x" $y'`);
    expect(sample('delete-headers', 'java')).toContain('.addHeader("X-Quote", "it\'s \\"x\\" $y")');
    expect(sample('delete-headers', 'csharp')).toContain('X-Request-Id');
  });

  it('JSON bodies, pretty-printed', () => {
    expect(sample('post-json', 'curl')).toContain(`--data '{\n  "name": "O'\\''Neil`);
    expect(sample('post-json', 'javascript')).toContain("body: JSON.stringify({\n    name: 'O\\'Neil");
    expect(sample('post-json', 'go')).toContain('\\n  \\"name\\": ');
  });

  it('form bodies, also where the client reads only the encoded text', () => {
    expect(sample('post-form', 'curl')).toContain("--data-urlencode 'b%26c=x=y'");
    expect(sample('post-form', 'wget')).toContain(
      "--body-data 'user=ann%20lee&b%26c=x%3Dy&role=admin&quote=it%27s%20100%25&role=dev%2Bops'",
    );
    expect(sample('post-form', 'ruby')).toContain('request.body = "user=ann%20lee&b%26c=x%3Dy');
  });

  it('multipart bodies: fields and files', () => {
    expect(sample('post-multipart', 'curl')).toContain("--form 'attachment=@test.txt'");
    expect(sample('post-multipart', 'c')).toContain('curl_mime_filedata(part, "test.txt");');
    expect(sample('post-multipart', 'csharp')).toContain('new StreamContent(File.OpenRead("test.txt")), "attachment", "test.txt"');
    expect(sample('post-multipart', 'node')).toContain("form.append('attachment', new Blob([await readFile('test.txt')]");
  });
});
