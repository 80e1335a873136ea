/** Golden code samples: every language for two representative requests (JSON with auth, multipart upload). */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSamples, type SampleRequest } from '../../src/samples/index.js';

const REQUESTS: Record<string, SampleRequest> = {
  'create-pet-json': {
    method: 'POST',
    url: 'https://api.example.com/v1/pets?dry_run=true&tag=dog&tag=good%20boy',
    headers: [
      { name: 'Authorization', value: 'Bearer <token>' },
      { name: 'Content-Type', value: 'application/json' },
    ],
    body: {
      mimeType: 'application/json',
      text: JSON.stringify({
        name: 'Rex',
        age: 3,
        vaccinated: true,
        owner: { id: 7, email: 'ann@example.com' },
        nicknames: ['rexy', 'T-Rex'],
        notes: null,
      }),
    },
  },
  'upload-document-multipart': {
    method: 'POST',
    url: 'https://api.example.com/v1/documents',
    headers: [{ name: 'X-Api-Key', value: '<api-key>' }],
    body: {
      mimeType: 'multipart/form-data',
      params: [
        { name: 'title', value: 'Quarterly report' },
        { name: 'file', fileName: 'report.pdf', contentType: 'application/pdf' },
      ],
    },
  },
};

const LANGUAGES = [
  'curl',
  'python',
  'javascript',
  'node',
  'typescript',
  'go',
  'java',
  'ruby',
  'php',
  'csharp',
  'dotnet',
  'swift',
  'kotlin',
  'powershell',
  'c',
  'c++',
  'objective-c',
  'http',
  'httpie',
  'wget',
  'r',
  'ocaml',
  'clojure',
  'rust',
  'dart',
];

describe('golden code samples', () => {
  for (const [name, request] of Object.entries(REQUESTS)) {
    const samples = codeSamples(request, LANGUAGES);

    it(`${name}: one sample per language, in the configured order`, () => {
      expect(samples.map((s) => s.language)).toEqual(LANGUAGES);
    });

    it.each(samples.map((s) => [s.language, s] as const))(`${name}: %s`, async (language, sample) => {
      // .txt: as .js/.ts/.py they would be linted and type-checked as part of the project.
      const file = `${language.replace('++', 'pp')}.txt`;
      await expect(`${sample.code}\n`).toMatchFileSnapshot(path.join(import.meta.dirname, '../golden/code-samples', name, file));
    });
  }
});
