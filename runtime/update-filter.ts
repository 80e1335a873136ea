/**
 * A changelog's tag filter (`.sx-update-filter`, drawn above the table of contents): pressing tags
 * shows only the `<Update>` entries carrying one of them, and their lines in the table of contents;
 * with none pressed every entry shows.
 */
export function initUpdateFilter(): void {
  const filter = document.querySelector<HTMLElement>('.sx-update-filter');
  if (!filter) return;
  const entries = [...document.querySelectorAll<HTMLElement>('section.sx-update')];
  const buttons = [...filter.querySelectorAll<HTMLButtonElement>('button[data-tag]')];
  const tocLink = (id: string) => document.querySelector<HTMLElement>(`.sx-toc a[href="#${CSS.escape(id)}"]`)?.parentElement;
  const apply = (): void => {
    const chosen = new Set(buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.dataset['tag']!));
    for (const entry of entries) {
      const tags: unknown = JSON.parse(entry.dataset['tags'] ?? '[]');
      const show = chosen.size === 0 || (Array.isArray(tags) && tags.some((t) => chosen.has(String(t))));
      entry.hidden = !show;
      const line = tocLink(entry.id);
      if (line) line.hidden = !show;
    }
  };
  for (const b of buttons) {
    b.addEventListener('click', () => {
      b.setAttribute('aria-pressed', String(b.getAttribute('aria-pressed') !== 'true'));
      apply();
    });
  }
  filter.hidden = false;
}
