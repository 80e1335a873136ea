// Types for scripts/build-runtime.mjs, imported by the browser tests.

export interface RuntimeFile {
  /** `app.js`, `components.js`, `dev-client.js`, `api-reference.js` … */
  name: string;
  path: string;
  contents: string;
  /** Size in bytes, raw and gzipped (level 9). */
  raw: number;
  gzip: number;
}

export const APP_GZIP_BUDGET: number;
export const COMPONENTS_GZIP_BUDGET: number;
export const ENTRIES: Record<'app' | 'components' | 'dev-client' | 'api-reference' | 'mermaid' | 'not-found', string>;

export function buildRuntime(options?: { outdir?: string; write?: boolean; log?: boolean }): Promise<RuntimeFile[]>;
export const PLAYGROUND_ENTRY: string;
export const ISLANDS_MOUNT_ENTRY: string;
export const PLAYGROUND_SAMPLES_ENTRY: string;
export const PLAYGROUND_GZIP_BUDGET: number;
export const CONSOLE_ENTRY: string;
export const CONSOLE_GZIP_BUDGET: number;
/** Gzip bytes of a split bundle's entry plus the chunks it imports statically (`dir`: `playground` by default). */
export function playgroundInitialGzip(files: RuntimeFile[], dir?: string): number;
