/**
 * Content images open full size on click, Enter or Space (the reference product zooms them too), in a
 * modal `<dialog>` that any click, Escape or the close button dismisses. Left alone: images that are
 * links or inside one (cards), icons (drawn as images when they are URLs) and other images sized
 * smaller than a thumbnail, and images the author marked `noZoom`.
 */
const small = (img: HTMLImageElement): boolean => {
  const w = Number(img.getAttribute('width'));
  const h = Number(img.getAttribute('height'));
  return (w > 0 && w < 64) || (h > 0 && h < 64);
};

export function initImageZoom(): void {
  const images = [...document.querySelectorAll<HTMLImageElement>('.sx-content img')].filter(
    (img) => !img.closest('a, button, .sx-card, [nozoom]') && !img.matches('[nozoom], .sx-icon') && !small(img),
  );
  if (images.length === 0) return;
  let dialog: HTMLDialogElement | undefined;
  let opener: HTMLImageElement | undefined;
  const open = (img: HTMLImageElement): void => {
    if (!dialog) {
      dialog = document.createElement('dialog');
      dialog.className = 'sx-zoom';
      dialog.setAttribute('aria-label', 'Image');
      dialog.innerHTML = '<button type="button" class="sx-zoom-close" aria-label="Close">×</button><img alt="">';
      // Any click closes it, the picture included: there is nothing else to do in it.
      dialog.addEventListener('click', () => dialog!.close());
      dialog.addEventListener('close', () => opener?.focus());
      document.body.append(dialog);
    }
    opener = img;
    const big = dialog.querySelector('img')!;
    big.src = img.currentSrc || img.src;
    big.alt = img.alt;
    dialog.showModal();
  };
  for (const img of images) {
    img.classList.add('sx-zoomable');
    img.tabIndex = 0;
    img.setAttribute('role', 'button');
    img.setAttribute('aria-haspopup', 'dialog');
    img.setAttribute('aria-label', img.alt ? `Enlarge image: ${img.alt}` : 'Enlarge image');
    img.addEventListener('click', () => open(img));
    img.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      open(img);
    });
  }
}
