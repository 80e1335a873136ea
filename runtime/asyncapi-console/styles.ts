/**
 * The console's own CSS, added after the playground's (whose field, button, code and mismatch rules it
 * reuses under `.sxp`). In the page's flow, unlike the playground's dialog; colours are the site's
 * custom properties, so it follows light and dark mode. Narrow screens stack everything.
 */
export const CONSOLE_STYLES = `
.sxp.sxw{display:block;height:auto;margin:16px 0;padding:12px 16px;border:1px solid var(--sx-border);border-radius:var(--sx-radius,8px);min-width:0}
.sxw .sxp-group{margin:0 0 10px}
.sxw .sxp-field input:not([type=checkbox]),.sxw .sxp-field select{width:100%}
.sxw-server{margin:4px 0;overflow-wrap:anywhere}
.sxw-bar{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin:8px 0}
.sxw-status{margin:0;display:inline-flex;gap:6px;align-items:center;overflow-wrap:anywhere;min-width:0}
.sxw-dot{flex:none;width:9px;height:9px;border-radius:50%;background:var(--sx-fg-soft)}
.sxw-connecting .sxw-dot{background:#f9a825}
.sxw-open .sxw-dot{background:#2e7d32}
.sxw-closed .sxw-dot{background:#c62828}
.sxw-timeline-head{display:flex;align-items:center;gap:8px;margin-top:8px}
.sxw .sxw-timeline-head h3{margin:0;font-size:.95rem}
.sxw-timeline{list-style:none;margin:8px 0 0;padding:0;max-height:60vh;overflow:auto;border-top:1px solid var(--sx-border)}
.sxw-entry{border-bottom:1px solid var(--sx-border);padding:6px 0}
.sxw-entry .sxp-code{margin:4px 0;max-height:30vh}
.sxw-dir{font-weight:600}
.sxw-sent .sxw-dir{color:var(--sx-link)}
.sxw-label{font-family:var(--sx-mono)}
.sxw-flagged{border-inline-start:3px solid #c62828;padding-inline-start:8px}
.sxw-mismatches{margin:4px 0;padding-inline-start:18px}
.sxw-flagged .sxw-mismatches{border-inline-start:0}
.sxw-mismatches code{overflow-wrap:anywhere}
html.dark .sxw .sxp-req,html.dark .sxw .sxp-error,html.dark .sxw .sxp-bad,html.dark .sxw-mismatches{color:#ef9a9a}
html.dark .sxw .sxp-good{color:#a5d6a7}
`;
