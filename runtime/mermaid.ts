/**
 * Pages with diagrams: draws every `pre.mermaid` with the mermaid library (loaded before this script),
 * then gives diagrams zoom and pan controls: written `actions` (or `actions={false}`) decides, else
 * diagrams taller than 120 px get them. Drag pans too; the controls sit in the `placement` corner.
 * A page with a diagram laid out by ELK links the ELK layout module (`link[data-mermaid-layout]`): it is
 * registered with mermaid first; if it cannot load, mermaid draws with its own layout.
 */
import { uiText } from './ui-text.js';

interface Mermaid {
  initialize(config: Record<string, unknown>): void;
  run(options: { querySelector: string }): Promise<void>;
  registerLayoutLoaders(loaders: unknown[]): void;
}

const STEP = 1.25;
const PAN = 48;

function controls(pre: HTMLElement): void {
  const svg = pre.querySelector<SVGSVGElement>('svg');
  if (!svg) return;
  const asked = pre.dataset['actions'];
  if (asked === 'false' || (asked === undefined && svg.getBoundingClientRect().height <= 120)) return;
  let scale = 1;
  let x = 0;
  let y = 0;
  const apply = (): void => {
    svg.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
  };
  const placement = pre.dataset['placement'] ?? 'bottom-right';
  const bar = document.createElement('div');
  bar.className = `sx-mermaid-controls sx-mermaid-${placement}`;
  const button = (label: string, text: string, act: () => void): void => {
    const b = document.createElement('button');
    b.type = 'button';
    b.setAttribute('aria-label', label);
    b.textContent = text;
    b.addEventListener('click', () => {
      act();
      apply();
    });
    bar.append(b);
  };
  const words = uiText();
  button(words.zoomIn, '+', () => (scale *= STEP));
  button(words.zoomOut, '−', () => (scale /= STEP));
  button(words.panLeft, '←', () => (x += PAN));
  button(words.panRight, '→', () => (x -= PAN));
  button(words.panUp, '↑', () => (y += PAN));
  button(words.panDown, '↓', () => (y -= PAN));
  button(words.resetView, '⟲', () => ((scale = 1), (x = 0), (y = 0)));
  // The diagram keeps clear of the controls: its box grows on their side (site.css).
  pre.classList.add('sx-mermaid-interactive', placement.startsWith('top') ? 'sx-mermaid-bar-top' : 'sx-mermaid-bar-bottom');
  pre.append(bar);
  // Dragging the diagram pans it.
  let from: { x: number; y: number } | undefined;
  svg.addEventListener('pointerdown', (e) => {
    from = { x: e.clientX - x, y: e.clientY - y };
    svg.setPointerCapture(e.pointerId);
  });
  svg.addEventListener('pointermove', (e) => {
    if (!from) return;
    x = e.clientX - from.x;
    y = e.clientY - from.y;
    apply();
  });
  svg.addEventListener('pointerup', () => (from = undefined));
}

/** Register the ELK layouts when the page links their module. */
async function layouts(m: Mermaid): Promise<void> {
  const href = document.querySelector<HTMLLinkElement>('link[data-mermaid-layout="elk"]')?.href;
  if (!href) return;
  try {
    const module = (await import(href)) as { default: unknown[] };
    m.registerLayoutLoaders(module.default);
  } catch (err) {
    console.warn('The ELK diagram layout could not load; diagrams use the default layout.', err);
  }
}

const m = (window as unknown as { mermaid?: Mermaid }).mermaid;
if (m) {
  m.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: document.documentElement.classList.contains('dark') ? 'dark' : 'default',
  });
  void layouts(m)
    .then(() => m.run({ querySelector: 'pre.mermaid' }))
    .then(() => document.querySelectorAll<HTMLElement>('pre.mermaid').forEach(controls));
}
