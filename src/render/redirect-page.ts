import { escapeHtml } from '../common/escape-html.js';
import type { SiteModel } from '../model/site-model.js';
import { scriptJsonText as scriptJson } from './script-json.js';

/**
 * A page sending readers (and crawlers) elsewhere on a static host: `/` when no page owns it, and each
 * plain source of docs.json `redirects`. The script keeps the query and fragment the reader came with;
 * the meta refresh and the link serve readers without scripts.
 */
export function redirectPage(to: string, favicon?: string): string {
  const href = escapeHtml(to);
  const keep = `var u=new URL(${scriptJson(to)},location.href);if(!u.search)u.search=location.search;if(!u.hash)u.hash=location.hash;location.replace(u.href)`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><meta http-equiv="refresh" content="0; url=${href}"><link rel="canonical" href="${href}"><meta name="robots" content="noindex">${favicon ? `<link rel="icon" href="${escapeHtml(favicon)}">` : ''}<script>${keep}</script></head><body><p><a href="${href}">Continue to the documentation</a></p></body></html>`;
}

/** The favicon's URL (its light variant when docs.json gives two). */
export function faviconHref(favicon: SiteModel['settings']['favicon']): string | undefined {
  return typeof favicon === 'string' ? favicon : favicon?.light;
}
