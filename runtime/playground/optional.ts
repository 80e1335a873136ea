/**
 * The playground's parts written elsewhere (the body form, OAuth flows, live samples, highlighting,
 * response validation), loaded when first needed. Each loader resolves to undefined when its module
 * is missing or fails to load, so the playground falls back to its plain version of that part.
 * scripts/build-runtime.mjs bundles a missing one as an empty module.
 */
import type { ComponentType } from 'preact';
import type { ApiResponse, ApiSecurityScheme, FormSchema } from '../../src/model/api-page.js';
import type { SampleRequest } from './sample-request.js';

export interface BodyEditorProps {
  schema?: FormSchema;
  value: unknown;
  onChange(value: unknown): void;
  idPrefix: string;
  label: string;
}

export interface OAuthInputsProps {
  name: string;
  scheme: ApiSecurityScheme;
  scopes: string[];
  token: string;
  onToken(token: string): void;
  idPrefix: string;
}

export interface Mismatch {
  pointer: string;
  message: string;
}

export interface ValidateModule {
  responseSchema(responses: ApiResponse[], status: number, mediaType: string): { schema?: FormSchema; itemSchema?: FormSchema } | undefined;
  checkValue(schema: FormSchema, value: unknown): Mismatch[];
}

type LiveSample = (language: string, request: SampleRequest) => Promise<{ label: string; code: string; html: string } | undefined>;

const once = <T>(load: () => Promise<T | undefined>): (() => Promise<T | undefined>) => {
  let p: Promise<T | undefined> | undefined;
  return () => (p ??= load().catch(() => undefined));
};

export const loadBodyEditor = once(async () => {
  // eslint-disable-next-line @typescript-eslint/ban-ts-comment -- the body-form helper's module; absent until merged (built as an empty module).
  // @ts-ignore
  const m = (await import('./body-form/index.js')) as { BodyEditor?: ComponentType<BodyEditorProps> };
  return m.BodyEditor;
});

export const loadOAuthInputs = once(async () => {
  // eslint-disable-next-line @typescript-eslint/ban-ts-comment -- the OAuth helper's module; absent until merged.
  // @ts-ignore
  const m = (await import('./oauth/index.js')) as { OAuthInputs?: ComponentType<OAuthInputsProps> };
  return m.OAuthInputs;
});

export const loadLiveSample = once(async () => {
  // eslint-disable-next-line @typescript-eslint/ban-ts-comment -- the samples helper's module; absent until merged.
  // @ts-ignore
  const m = (await import('./samples.js')) as { liveSample?: LiveSample };
  return m.liveSample;
});

export const loadHighlight = once(async () => {
  // eslint-disable-next-line @typescript-eslint/ban-ts-comment -- the highlighting helper's module; absent until merged.
  // @ts-ignore
  const m = (await import('./highlight.js')) as { highlight?: (code: string, lang: string) => Promise<string> };
  return m.highlight;
});

export const loadValidate = once(async () => {
  // eslint-disable-next-line @typescript-eslint/ban-ts-comment -- the validation helper's module; absent until merged.
  // @ts-ignore
  const m = (await import('./validate.js')) as Partial<ValidateModule>;
  return m.responseSchema && m.checkValue ? (m as ValidateModule) : undefined;
});
