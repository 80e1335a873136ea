import { describe, expect, it } from 'vitest';
import type { Node, Parent } from 'unist';
import { walk } from './walk.js';

const tree = (): Parent => ({
  type: 'root',
  children: [
    { type: 'p', children: [{ type: 't' }, { type: 'em', children: [{ type: 't' }] }] } as Parent,
    { type: 't' },
    { type: 'p', children: [] } as Parent,
  ],
});

describe('walk', () => {
  it('visits every node in document order with its index and parent', () => {
    const seen: string[] = [];
    walk(tree(), (n, i, p) => void seen.push(`${n.type}@${i ?? '-'}<${p?.type ?? '-'}`));
    expect(seen).toEqual(['root@-<-', 'p@0<root', 't@0<p', 'em@1<p', 't@0<em', 't@1<root', 'p@2<root']);
  });

  it('visits only nodes of a type, still looking inside the others', () => {
    const seen: string[] = [];
    walk(tree(), (n) => void seen.push(n.type), 't');
    expect(seen).toEqual(['t', 't', 't']);
  });

  it('does not go into a skipped node', () => {
    const seen: string[] = [];
    walk(tree(), (n) => (seen.push(n.type), n.type === 'em' ? 'skip' : undefined));
    expect(seen).toEqual(['root', 'p', 't', 'em', 't', 'p']);
  });

  it('goes on from the returned index after a node is removed or replaced', () => {
    const t = tree();
    walk(t, (n, i, p) => {
      if (n.type === 'p' && p && i !== undefined) {
        p.children.splice(i, 1, ...((n as Parent).children as Node[]));
        return i;
      }
      return undefined;
    });
    expect(t.children.map((n) => n.type)).toEqual(['t', 'em', 't']);
  });
});
