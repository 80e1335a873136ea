/**
 * Site settings: docs.json without `navigation`, validated, with defaults applied. Types only; the
 * shapes follow the zod schemas in config/schema (documentation: docs/reference/docs-json.mdx).
 */
import type { Icon } from './site-model.js';

export interface SiteSettings {
  name: string;
  description?: string;
  colors: { primary: string; light?: string; dark?: string };
  logo?: string | { light: string; dark: string; href?: string };
  favicon?: string | { light: string; dark: string };
  appearance: { default: 'system' | 'light' | 'dark'; strict: boolean };
  background?: { image?: string | { light: string; dark: string }; decoration?: string; color?: { light?: string; dark?: string } };
  fonts?: Record<string, unknown>;
  icons: { library: 'fontawesome' | 'lucide' | 'tabler' };
  styling: { latex?: boolean; codeblocks?: unknown };
  navbar?: {
    links?: { label?: string; href: string; icon?: Icon; type?: string }[];
    primary?: { type: string; label?: string; href: string };
  };
  footer?: { socials?: Record<string, string>; links?: { header?: string; items: { label: string; href: string }[] }[] };
  banner?: { content: string; dismissible?: boolean; type?: 'info' | 'warning' | 'critical'; color?: { light?: string; dark?: string } };
  redirects: { source: string; destination: string; permanent?: boolean }[];
  seo?: Record<string, unknown>;
  search?: { prompt?: string };
  api?: ApiSettings;
  contextual?: { options: unknown[]; display?: 'header' | 'toc' };
  errors?: { '404': { redirect?: boolean; title?: string; description?: string } };
  metadata?: { timestamp?: boolean };
  variables: Record<string, string>;
  integrations?: Record<string, unknown>;
  markdown?: { schema?: boolean; instructions?: string | string[] };
  thumbnails?: Record<string, unknown>;
}

export interface ApiSettings {
  openapi?: unknown;
  asyncapi?: unknown;
  params?: { expanded?: 'all' | 'closed'; post?: string[] };
  playground?: { display?: 'interactive' | 'simple' | 'none' | 'auth'; proxy?: boolean; credentials?: boolean };
  examples?: { languages?: string[]; defaults?: 'required' | 'all'; prefill?: boolean; autogenerate?: boolean };
  url?: 'full';
  mdx?: { server?: string | string[]; auth?: { method?: 'bearer' | 'basic' | 'key' | 'cobo'; name?: string } };
}
