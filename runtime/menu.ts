/**
 * Mobile menu: `[data-sx-menu-toggle]` buttons open and close the sidebar they control, shown
 * by CSS while `<body data-sx-menu-open>` is set. Escape closes it and returns focus to the
 * button; following a link inside the sidebar closes it.
 */
export function initMenu(): void {
  const buttons = Array.from(document.querySelectorAll<HTMLElement>('[data-sx-menu-toggle]'));
  if (buttons.length === 0) return;
  const body = document.body;
  let opener: HTMLElement = buttons[0]!;

  const set = (open: boolean): void => {
    // The drawer starts where the top bar ends, whatever the bar holds (tabs, a banner above it).
    const bar = document.querySelector('.sx-topbar');
    if (open && bar) document.documentElement.style.setProperty('--sx-drawer-top', `${Math.max(0, bar.getBoundingClientRect().bottom)}px`);
    body.toggleAttribute('data-sx-menu-open', open);
    buttons.forEach((b) => b.setAttribute('aria-expanded', String(open)));
  };
  const isOpen = (): boolean => body.hasAttribute('data-sx-menu-open');

  set(false);
  buttons.forEach((b) =>
    b.addEventListener('click', () => {
      opener = b;
      set(!isOpen());
    }),
  );
  document.addEventListener('keydown', (e) => {
    // An open switcher inside the menu takes Escape first (it calls preventDefault).
    if (e.key !== 'Escape' || e.defaultPrevented || !isOpen()) return;
    set(false);
    opener.focus();
  });
  const id = buttons[0]!.getAttribute('aria-controls') || 'sidebar';
  document.getElementById(id)?.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a[href]') && isOpen()) set(false);
  });
}
