// The layer rules (.dependency-cruiser.cjs) catch what they name: a fixture tree breaks each rule once,
// and each backwards import is reported with its rule's name. `npm run lint:layers` applies the same
// rules to src/ in `npm test`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'layers');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

function cruise(): Violation[] {
  const bin = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  const r = spawnSync(process.execPath, [bin, 'src', '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json'], {
    cwd: FIXTURE,
    encoding: 'utf8',
  });
  const result = JSON.parse(r.stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations;
}

describe('layer rules', () => {
  const violations = cruise();
  const named = (rule: string) => violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);

  it('report an import that points up the layers with the layer rule it breaks', () => {
    expect(named('layer-model-imports-upward')).toEqual(['src/model/model.ts → src/render/drawn.ts']);
    expect(named('layer-output-imports-upward')).toEqual(['src/output/build.ts → src/cli/version.ts']);
  });

  it('keep render/ to the model, model/ to types, common/ free of node: modules', () => {
    expect(named('render-draws-the-model-only')).toEqual(['src/render/drawn.ts → src/config/box.ts']);
    expect(named('model-is-types-only')).toEqual(['src/model/model.ts → src/render/drawn.ts']);
    expect(named('common-is-isomorphic')).toEqual(['src/common/exists.ts → fs']);
  });

  it('report import cycles and modules outside every layer', () => {
    expect(named('no-circular').length).toBeGreaterThan(0);
    expect(named('no-circular').every((v) => v.startsWith('src/content/'))).toBe(true);
    expect(named('module-outside-the-layers')).toEqual(['src/misc/stray.ts → src/common/exists.ts']);
  });

  it('leave the imports that point down alone', () => {
    const rules = new Set(violations.map((v) => v.rule.name));
    expect([...rules].sort()).toEqual(
      [
        'common-is-isomorphic',
        'layer-model-imports-upward',
        'layer-output-imports-upward',
        'model-is-types-only',
        'module-outside-the-layers',
        'no-circular',
        'render-draws-the-model-only',
      ].sort(),
    );
  });
});
