import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Video } from './media.js';

describe('video', () => {
  it('an autoplaying video also plays inline, muted and looped unless the author says otherwise', () => {
    expect(renderToString(<Video src="/v.mp4" autoPlay />)).toBe('<video src="/v.mp4" autoplay muted playsinline loop></video>');
    expect(renderToString(<Video src="/v.mp4" autoplay loop={false} playsInline={false} />)).toBe(
      '<video src="/v.mp4" autoplay muted></video>',
    );
  });

  it('leaves other videos as written', () => {
    expect(renderToString(<Video src="/w.mp4" controls />)).toBe('<video src="/w.mp4" controls></video>');
  });
});
