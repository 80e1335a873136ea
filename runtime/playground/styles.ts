/**
 * The playground dialog's CSS, added to the page when the dialog first opens (the dialog is outside
 * the page's flow, so nothing on the page moves). Colours come from the site's custom properties,
 * so it follows light and dark mode. The Try-it button's own rule is in assets/site.css (drawn by the server).
 */
export const STYLES = `
.sx-playground{width:min(1200px,calc(100vw - 32px));max-width:none;height:min(860px,calc(100vh - 32px));max-height:none;padding:0;border:1px solid var(--sx-border);border-radius:var(--sx-radius,8px);background:var(--sx-bg);color:var(--sx-fg);overflow:hidden}
.sx-playground::backdrop{background:rgb(0 0 0 / .5)}
.sxp{display:flex;flex-direction:column;height:100%}
.sxp-head{display:flex;align-items:center;gap:8px;padding:10px 16px;border-bottom:1px solid var(--sx-border)}
.sxp-head h2{margin:0;font-size:1rem;display:flex;gap:8px;align-items:center;min-width:0;overflow-wrap:anywhere}
.sxp-close{margin-inline-start:auto;font-size:1.5rem;line-height:1;background:none;border:1px solid transparent;color:var(--sx-fg);cursor:pointer;padding:2px 10px;border-radius:var(--sx-radius,8px)}
.sxp-close:hover{border-color:var(--sx-border)}
.sxp-cols{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);flex:1;min-height:0}
.sxp-request,.sxp-result{overflow:auto;padding:12px 16px}
.sxp-request{border-inline-end:1px solid var(--sx-border)}
.sxp-group{border:1px solid var(--sx-border);border-radius:var(--sx-radius,8px);margin:0 0 12px;padding:8px 12px;min-width:0}
.sxp-group>legend,.sxp-scheme>legend{font-weight:600;padding:0 4px}
.sxp-scheme{border:0;padding:0;margin:6px 0}
.sxp-kind,.sxp-type{color:var(--sx-fg-soft);font-size:.85em}
.sxp-field{display:flex;flex-direction:column;gap:2px;margin:8px 0}
.sxp-field>label,.sxp-label{font-family:var(--sx-mono);font-size:.9em}
.sxp input:not([type=checkbox]),.sxp select,.sxp textarea{font:inherit;font-size:.9rem;color:var(--sx-fg);background:var(--sx-bg);border:1px solid var(--sx-border);border-radius:6px;padding:5px 8px;max-width:100%;box-sizing:border-box}
.sxp textarea{font-family:var(--sx-mono);width:100%;resize:vertical}
.sxp input:focus-visible,.sxp select:focus-visible,.sxp textarea:focus-visible,.sxp button:focus-visible{outline:2px solid var(--sx-link);outline-offset:1px}
.sxp-item{display:flex;gap:6px;align-items:center;margin:2px 0}
.sxp-req{color:#c62828}
.sxp-deprecated{margin-inline-start:6px;padding:0 6px;border:1px solid var(--sx-border);border-radius:999px}
.sxp-is-deprecated>label{text-decoration:line-through}
.sxp-note{color:var(--sx-fg-soft);font-size:.85rem;margin:4px 0}
.sxp-error,.sxp-problems{color:#c62828;font-size:.9rem}
.sxp-check{display:inline-flex;gap:6px;align-items:center;margin:6px 0}
.sxp-actions{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin:12px 0;position:sticky;bottom:0;background:var(--sx-bg);padding:6px 0}
.sxp-send,.sxp-cancel,.sxp-small{font:inherit;cursor:pointer;border-radius:6px;border:1px solid var(--sx-border);background:var(--sx-bg-soft);color:var(--sx-fg);padding:6px 14px}
.sxp-send{background:var(--sx-link);border-color:var(--sx-link);color:var(--sx-bg);font-weight:600}
.sxp-send:disabled{opacity:.6;cursor:progress}
.sxp-small{padding:2px 8px;font-size:.85rem;margin-inline-start:6px}
.sxp-bar{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.sxp-bar h3,.sxp-response-section h3{margin:0;font-size:.95rem}
.sxp-code{margin:8px 0;max-height:40vh;overflow:auto;background:var(--sx-code-bg);border:1px solid var(--sx-border);border-radius:6px;font-size:.85rem}
pre.sxp-code,.sxp-event pre{padding:8px 10px;white-space:pre-wrap;overflow-wrap:anywhere;font-family:var(--sx-mono)}
.sxp-code pre{margin:0;padding:8px 10px;white-space:pre-wrap;overflow-wrap:anywhere}
.sxp-status{font-weight:600;margin:6px 0}
.sxp-good{color:#2e7d32}.sxp-bad{color:#c62828}
.sxp-meta{color:var(--sx-fg-soft);font-size:.85rem;margin:2px 0;display:flex;gap:4px;align-items:center;flex-wrap:wrap}
.sxp-headers dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;font-size:.85rem;font-family:var(--sx-mono);overflow-wrap:anywhere}
.sxp-headers dd{margin:0}
.sxp-mismatches{border-inline-start:3px solid #c62828;padding-inline-start:8px;font-size:.9rem}
.sxp-events{list-style:none;padding:0;margin:0}
.sxp-event{border-bottom:1px solid var(--sx-border);padding:4px 0}
.sxp-event pre{margin:0;background:var(--sx-code-bg)}
.sxp-event-name{font-family:var(--sx-mono);font-size:.8rem;color:var(--sx-fg-soft)}
.sxp-media{max-width:100%}
.sxp-history ol{padding-inline-start:18px;font-size:.85rem}
.sxp-history code{overflow-wrap:anywhere}
/* Left to right on right-to-left pages too: URLs, raw bodies, code and HTTP headers. There, a field's value takes
   the direction of its own text (an id or a token starts on the left, Arabic words on the right), as dir=auto would. */
.sxp input[type=url],.sxp textarea,.sxp-code,.sxp-headers dl{direction:ltr}
[dir=rtl] .sxp :is(input:not([type=checkbox]),textarea){unicode-bidi:plaintext}
.sxp-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:640px){
.sx-playground{width:100vw;height:100vh;max-width:100vw;max-height:100vh;border:0;border-radius:0;margin:0}
.sxp-cols{display:block;overflow:auto}
.sxp-request,.sxp-result{overflow:visible}
.sxp-request{border-inline-end:0;border-bottom:1px solid var(--sx-border)}
}
`;
