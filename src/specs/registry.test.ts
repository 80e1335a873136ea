import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanFiles } from '../source/scan-files.js';
import { SpecRegistry } from './registry.js';
import { sharedFixtures } from '../../test/helpers/tmp-site.js';

const SPLIT = path.resolve(import.meta.dirname, '../../test/fixtures/specs-load/split');
const FIXTURES = path.resolve(import.meta.dirname, '../../test/fixtures/specs-load');

describe('SpecRegistry', () => {
  it('indexes path items written as relative-file $refs; broken ones warn, located, and lose only their operations', () => {
    const specs = new SpecRegistry(SPLIT, scanFiles(SPLIT));
    const lookup = specs.get('api/openapi.yaml');
    expect(lookup.status).toBe('ok');
    if (lookup.status !== 'ok' || lookup.index.kind !== 'openapi') return;
    expect(lookup.index.operations.map((o) => `${o.method} ${o.path} ${o.summary}`)).toEqual([
      'GET /pets List pets',
      'POST /pets Create a pet',
      'GET /pets/{id} Get a pet',
    ]);
    expect(specs.diagnostics().map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual([
      'warning api/openapi.yaml:13:5 spec-ref-file-not-found',
      'warning api/openapi.yaml:15:5 spec-ref-outside-project',
      'warning api/openapi.yaml:17:5 spec-ref-remote',
    ]);
  });

  it('indexes an upgraded Swagger 2.0 spec and keeps its declared version', () => {
    const specs = new SpecRegistry(FIXTURES, scanFiles(FIXTURES));
    const lookup = specs.get('swagger-form.yaml');
    if (lookup.status !== 'ok' || lookup.index.kind !== 'openapi') throw new Error(lookup.status);
    expect(lookup.index.version).toBe('2.0');
    expect(lookup.index.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['POST /files', 'POST /forms', 'PUT /notes/{id}']);
  });

  const shared = sharedFixtures();
  it.skipIf(!shared)('loads every real spec of the shared fixtures', () => {
    const dir = path.join(shared!, 'specs');
    const specs = new SpecRegistry(dir, scanFiles(dir));
    const files = fs.readdirSync(dir).filter((f) => /\.(json|ya?ml)$/.test(f));
    const summary = files.map((f) => {
      const l = specs.get(f);
      if (l.status !== 'ok') return `${f} ${l.status}`;
      return `${f} ${l.index.kind === 'openapi' ? l.index.operations.length + l.index.webhooks.length : l.index.channels.length}`;
    });
    for (const line of summary) expect(line).toMatch(/ [1-9]\d*$/);
    const github = specs.get('github-api.github.com-3.0.json');
    expect(github.status === 'ok' && github.index.kind === 'openapi' && github.index.operations.length).toBe(1223);
    expect(specs.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
  });
});
