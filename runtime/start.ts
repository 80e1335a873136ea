/**
 * Run a bundle's behaviours once the document is parsed, in order; one that throws is logged and the
 * others still run.
 */
export function start(inits: readonly (() => void)[]): void {
  const run = (): void => {
    for (const init of inits) {
      try {
        init();
      } catch (error) {
        // One broken behaviour must not take the others down.
        console.error('[sextant]', error);
      }
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
