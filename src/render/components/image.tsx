import { createElement } from 'preact';
import { spriteIconHtml } from './icon.js';
import { useRenderState, useWords } from './render-state.js';

/** Where an image's toolbar sits (`actionsPlacement`); the reference product's default is bottom-center. */
const PLACEMENTS = new Set(['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right']);
const ACTIONS = ['copy', 'download'] as const;

/** The actions `actions` asks for: `true` (or bare) for all, or a list such as `"copy,download"` or `{["copy"]}`. */
export function imageActions(value: unknown): (typeof ACTIONS)[number][] {
  if (value === undefined || value === null || value === false || value === 'false') return [];
  if (value === true || value === '' || value === 'true') return [...ACTIONS];
  const names = (Array.isArray(value) ? value.map(String) : String(value).split(/[\s,]+/)).map((n) => n.trim().toLowerCase());
  return ACTIONS.filter((a) => names.includes(a));
}

/**
 * `<img>` as written; with `actions`, the reference product's image toolbar over it: copy the image
 * (runtime/image-zoom.ts; the button shows once the runtime can do it) and download it (a plain link,
 * working without JavaScript). The bar shows on hover and keyboard focus, always on touch screens,
 * at `actionsPlacement`. It overlays the image, so showing it moves nothing.
 */
export function Img(props: Record<string, unknown>) {
  const { actions, actionsPlacement, actionsplacement, ...rest } = props;
  const wanted = imageActions(actions);
  if (wanted.length === 0) return createElement('img', rest);
  const placement = String(actionsPlacement ?? actionsplacement ?? '');
  const src = typeof rest['src'] === 'string' ? rest['src'] : '';
  // The site's icon sprite: components also run in the browser (custom components' bundle), so no file reads here.
  const state = useRenderState();
  const words = useWords();
  const icon = (name: string) => {
    const id = `tabler-outline-${name}`;
    state.icons.add(id);
    return <span class="sx-img-icon" dangerouslySetInnerHTML={{ __html: spriteIconHtml(id) }} />;
  };
  return (
    <span class="sx-img" data-placement={PLACEMENTS.has(placement) ? placement : 'bottom-center'}>
      {createElement('img', rest)}
      <span class="sx-img-bar" role="group" aria-label={words.content.imageActions}>
        {wanted.includes('copy') ? (
          <button
            type="button"
            class="sx-img-action"
            data-sx-img-copy=""
            aria-label={words.runtime.copyImage}
            title={words.runtime.copyImage}
            hidden
          >
            {icon('copy')}
          </button>
        ) : null}
        {wanted.includes('download') && src ? (
          <a class="sx-img-action" href={src} download="" aria-label={words.content.downloadImage} title={words.content.downloadImage}>
            {icon('download')}
          </a>
        ) : null}
      </span>
    </span>
  );
}
Img.drawsLink = (props: Record<string, unknown>) =>
  imageActions(props['actions']).includes('download') && typeof props['src'] === 'string' && props['src'] !== '';
