/**
 * A link chip beside each content heading that has an id (shown on hover and focus), so readers can
 * copy a section's address; headings written with `noAnchor` get none. Added here rather than on the
 * server: the headings' text (search, Markdown outputs) stays just their text.
 */
import { uiText } from './ui-text.js';

export function initHeadingAnchors(root: ParentNode = document): void {
  const { linkToSection } = uiText();
  root.querySelectorAll<HTMLElement>('.sx-content :is(h2, h3, h4)[id]:not([noanchor])').forEach((h) => {
    if (h.querySelector(':scope > .sx-heading-anchor')) return;
    const link = document.createElement('a');
    link.className = 'sx-heading-anchor';
    link.href = `#${encodeURIComponent(h.id)}`;
    link.setAttribute(
      'aria-label',
      linkToSection.replace('{name}', () => h.textContent?.trim() ?? ''),
    );
    // The `#` is drawn by CSS, so the heading's text (copied, read by scripts) stays its own.
    h.append(link);
  });
}
