import { uiText } from './ui-text.js';

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

/**
 * Image toolbars' copy buttons (`actions`, src/render/components/image.tsx): the picture as a PNG on the
 * clipboard, drawn from the loaded image (a picture from another site that does not allow it cannot be
 * read, and says so). The result is announced in a live region beside the button.
 */
const wired = new WeakSet<Element>();

function initImageCopy(root: ParentNode): void {
  const words = uiText();
  root.querySelectorAll<HTMLButtonElement>('[data-sx-img-copy]').forEach((button) => {
    const img = button.closest('.sx-img')?.querySelector('img');
    if (!img || wired.has(button) || !navigator.clipboard?.write || typeof ClipboardItem === 'undefined') return;
    wired.add(button);
    const status = document.createElement('span');
    status.className = 'sx-copy-status';
    status.setAttribute('role', 'status');
    button.after(status);
    button.setAttribute('aria-label', words.copyImage);
    button.title = words.copyImage;
    button.hidden = false;
    button.addEventListener('click', () => {
      const png = new Promise<Blob>((resolve, reject) => {
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        canvas.getContext('2d')!.drawImage(img, 0, 0);
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('empty'))), 'image/png');
      });
      const say = (text: string): void => {
        status.textContent = text;
        button.toggleAttribute('data-sx-copied', text === words.copied);
        setTimeout(() => {
          status.textContent = '';
          button.removeAttribute('data-sx-copied');
        }, 1500);
      };
      navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]).then(
        () => say(words.copied),
        () => say(words.imageFailed),
      );
    });
  });
}

let dialog: HTMLDialogElement | undefined;
let opener: HTMLImageElement | undefined;

/** The content images in `root` not made zoomable yet (and their toolbars' copy buttons). */
export function initImageZoom(root: ParentNode = document): void {
  initImageCopy(root);
  const images = [...root.querySelectorAll<HTMLImageElement>('.sx-content img')].filter(
    (img) => !wired.has(img) && !img.closest('a, button, .sx-card, [nozoom]') && !img.matches('[nozoom], .sx-icon') && !small(img),
  );
  if (images.length === 0) return;
  const words = uiText();
  const open = (img: HTMLImageElement): void => {
    if (!dialog) {
      dialog = document.createElement('dialog');
      dialog.className = 'sx-zoom';
      dialog.setAttribute('aria-label', words.image);
      dialog.innerHTML = '<button type="button" class="sx-zoom-close">×</button><img alt="">';
      dialog.firstElementChild!.setAttribute('aria-label', words.close);
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
    wired.add(img);
    img.classList.add('sx-zoomable');
    img.tabIndex = 0;
    img.setAttribute('role', 'button');
    img.setAttribute('aria-haspopup', 'dialog');
    img.setAttribute('aria-label', img.alt ? words.enlargeNamed.replace('{alt}', () => img.alt) : words.enlarge);
    img.addEventListener('click', () => open(img));
    img.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      open(img);
    });
  }
}
