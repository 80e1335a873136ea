/**
 * Run a bundle's behaviours once the document is parsed, in order; one that throws is logged and the
 * others still run. `wires` set up a part of the page (each skips what it set up already): they run again on
 * content an author's component draws after load, which its island announces with CONTENT_EVENT. A page
 * without islands never fires it.
 */
import { CONTENT_EVENT } from './content-event.js';

export function start(inits: readonly (() => void)[], wires: readonly ((root: ParentNode) => void)[] = []): void {
  const run = (): void => {
    for (const init of inits) guarded(init);
  };
  if (wires.length)
    document.addEventListener(CONTENT_EVENT, (event) => {
      for (const wire of wires) guarded(() => wire(event.target as Element));
    });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

function guarded(f: () => void): void {
  try {
    f();
  } catch (error) {
    // One broken behaviour must not take the others down.
    console.error('[sextant]', error);
  }
}
