import { createElement } from 'preact';

/**
 * `<video>` as written, but an autoplaying one also plays inline, muted and looped, as the reference
 * product draws it: browsers start only muted videos on their own, and phones would open a player.
 */
export function Video(props: Record<string, unknown>) {
  const autoplay = props['autoplay'] ?? props['autoPlay'];
  if (autoplay === undefined || autoplay === false) return createElement('video', props);
  const { playsInline, playsinline, ...rest } = props;
  return createElement('video', { ...rest, muted: true, playsinline: playsinline ?? playsInline ?? true, loop: props['loop'] ?? true });
}
