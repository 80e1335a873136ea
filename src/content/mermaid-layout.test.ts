import { describe, expect, it } from 'vitest';
import { usesElkLayout } from './mermaid-layout.js';

describe('usesElkLayout', () => {
  it('finds the ELK layout asked for by an init directive or the frontmatter config', () => {
    expect(usesElkLayout("%%{init: {'flowchart': {'defaultRenderer': 'elk'}}}%%\nflowchart TD\n A --> B")).toBe(true);
    expect(usesElkLayout('%%{ init: { "flowchart": { "defaultRenderer": "elk" } } }%%\ngraph LR; A-->B')).toBe(true);
    expect(usesElkLayout('%%{init: {"layout": "elk"}}%%\nflowchart LR\n A --> B')).toBe(true);
    expect(usesElkLayout('---\nconfig:\n  layout: elk\n---\nflowchart LR\n A --> B')).toBe(true);
    expect(usesElkLayout('---\nconfig:\n  layout: elk.mrtree\n---\nflowchart LR\n A --> B')).toBe(true);
  });

  it('leaves other diagrams to the default layout', () => {
    expect(usesElkLayout('flowchart TD\n  elk[Elk] --> moose')).toBe(false);
    expect(usesElkLayout('---\nconfig:\n  layout: dagre\n---\nflowchart LR\n A --> B')).toBe(false);
    expect(usesElkLayout("%%{init: {'flowchart': {'defaultRenderer': 'elkhound'}}}%%\nflowchart TD; A-->B")).toBe(false);
  });
});
