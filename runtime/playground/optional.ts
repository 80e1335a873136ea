/**
 * The playground's heavier parts (the body form, OAuth flows, live samples, highlighting, response
 * validation), each a chunk of its own loaded when first needed. A loader resolves to undefined when
 * its chunk fails to load (offline, a deploy replaced it), so the playground falls back to its plain
 * version of that part.
 */
import type { BodyEditor } from './body-form/index.js';
import type { OAuthInputs } from './oauth/index.js';
import type { liveSample } from './samples.js';
import type { highlight } from './highlight.js';
import type { checkValue, responseSchema, sseItemValue } from './validate.js';

export interface Mismatch {
  pointer: string;
  message: string;
}

export interface ValidateModule {
  responseSchema: typeof responseSchema;
  checkValue: typeof checkValue;
  sseItemValue: typeof sseItemValue;
}

const once = <T>(load: () => Promise<T | undefined>): (() => Promise<T | undefined>) => {
  let p: Promise<T | undefined> | undefined;
  return () => (p ??= load().catch(() => undefined));
};

export const loadBodyEditor = once<typeof BodyEditor>(async () => (await import('./body-form/index.js')).BodyEditor);
export const loadOAuthInputs = once<typeof OAuthInputs>(async () => (await import('./oauth/index.js')).OAuthInputs);
export const loadLiveSample = once<typeof liveSample>(async () => (await import('./samples.js')).liveSample);
export const loadHighlight = once<typeof highlight>(async () => (await import('./highlight.js')).highlight);
export const loadValidate = once<ValidateModule>(async () => {
  const m = await import('./validate.js');
  return { responseSchema: m.responseSchema, checkValue: m.checkValue, sseItemValue: m.sseItemValue };
});
