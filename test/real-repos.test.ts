import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../src/site/check.js';
import { sharedFixtures } from './helpers/tmp-site.js';

// Needs ../shared/fixtures/real (present in CI beside the clone; absent in an outside contributor's clone).
const shared = sharedFixtures();
const REPOS = ['hoppscotch__docs', 'pipecat-ai__docs', 'tursodatabase__turso-docs'];

describe.skipIf(!shared)('real documentation repositories', () => {
  it.each(REPOS)('%s checks with no errors and every navigation page resolved', (repo) => {
    const { diagnostics, model } = check(path.join(shared!, 'real', repo));
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const listed = model!.routes.filter((r) => !r.hidden);
    expect(listed.length).toBeGreaterThan(50);
    expect(new Set(model!.routes.map((r) => r.path)).size).toBe(model!.routes.length);
  });

  it('turso: global anchors, tabs and its hand-written API pages resolve', () => {
    const { model } = check(path.join(shared!, 'real', 'tursodatabase__turso-docs'));
    expect(model!.global.anchors.map((a) => a.label)).toContain('Discord');
    expect(model!.root.children.every((t) => t.kind === 'tab')).toBe(true);
    expect(model!.routes.some((r) => r.path.startsWith('/api-reference/'))).toBe(true);
  });

  it('hoppscotch: breadcrumb eyebrows come from docs.json', () => {
    const { model } = check(path.join(shared!, 'real', 'hoppscotch__docs'));
    expect(model!.eyebrows).toBe('breadcrumbs');
    expect(model!.root.children.every((a) => a.kind === 'anchor')).toBe(true);
  });
});
