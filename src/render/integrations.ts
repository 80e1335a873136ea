import type { SiteSettings } from '../model/settings.js';
import { scriptJsonText } from './script-json.js';

type Integrations = NonNullable<SiteSettings['integrations']>;

/**
 * The loader of each analytics or support integration: fixed code and fixed third-party URLs, reading
 * its docs.json fields from `o` (handed over as JSON, never written into the code). `s(src, attrs)`
 * adds an async script; `q(name)` makes the usual command-queue stub (`name(...)` calls wait in `name.q`).
 */
const LOADERS: Partial<Record<keyof Integrations, string>> = {
  ga4: `w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments)};w.gtag('js',new Date());w.gtag('config',o.measurementId);s('https://www.googletagmanager.com/gtag/js?id='+e(o.measurementId))`,
  gtm: `w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});s('https://www.googletagmanager.com/gtm.js?id='+e(o.tagId))`,
  plausible: `s('https://'+(/^[a-z0-9.-]+(:[0-9]+)?$/i.test(o.server||'')?o.server:'plausible.io')+'/js/script.js',{'data-domain':o.domain})`,
  posthog: `s((/eu\\./.test(o.apiHost||'')?'https://eu-assets.i.posthog.com':'https://us-assets.i.posthog.com')+'/static/array.js').onload=function(){w.posthog&&w.posthog.init(o.apiKey,{api_host:o.apiHost||'https://us.i.posthog.com',disable_session_recording:!o.sessionRecording})}`,
  segment: `var a=w.analytics=w.analytics||[];a._writeKey=o.key;a.push(['page']);s('https://cdn.segment.com/analytics.js/v1/'+e(o.key)+'/analytics.min.js')`,
  mixpanel: `var m=w.mixpanel=w.mixpanel||[];m.__SV=1.2;m._i=[[o.projectToken,{track_pageview:true,api_host:{eu:'https://api-eu.mixpanel.com',in:'https://api-in.mixpanel.com'}[o.region]||'https://api-js.mixpanel.com'},'mixpanel']];s('https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js')`,
  hotjar: `q('hj');w._hjSettings={hjid:Number(o.hjid),hjsv:Number(o.hjsv)};s('https://static.hotjar.com/c/hotjar-'+e(o.hjid)+'.js?sv='+e(o.hjsv))`,
  fathom: `s('https://cdn.usefathom.com/script.js',{'data-site':o.siteId})`,
  clarity: `q('clarity');s('https://www.clarity.ms/tag/'+e(o.projectId))`,
  intercom: `w.intercomSettings={api_base:'https://api-iam.intercom.io',app_id:o.appId};q('Intercom');w.Intercom('boot',w.intercomSettings);s('https://widget.intercom.io/widget/'+e(o.appId))`,
  heap: `w.heap=w.heap||[];w.heap.appid=o.appId;w.heap.config={};s('https://cdn.heapanalytics.com/js/heap-'+e(o.appId)+'.js')`,
  pirsch: `s('https://api.pirsch.io/pa.js',{id:'pianjs','data-code':o.id})`,
  logrocket: `s('https://cdn.lr-ingest.com/LogRocket.min.js').onload=function(){w.LogRocket&&w.LogRocket.init(o.appId)}`,
  amplitude: `s('https://cdn.amplitude.com/script/'+e(o.apiKey)+'.js').onload=function(){w.amplitude&&w.amplitude.init(o.apiKey)}`,
};

/** The integrations Sextant loads (docs.json accepts the others, which load nothing yet). */
export const LOADED_INTEGRATIONS = Object.keys(LOADERS);

const cache = new WeakMap<object, string | undefined>();

/**
 * One inline script loading the site's integrations once the page is interactive: after `load`, when
 * the browser is idle, so analytics never compete with the page. Undefined when none is configured.
 */
export function integrationsScript(integrations: SiteSettings['integrations']): string | undefined {
  if (!integrations) return undefined;
  if (cache.has(integrations)) return cache.get(integrations);
  const used = (Object.keys(LOADERS) as (keyof Integrations)[]).filter((k) => integrations[k] !== undefined);
  const script = used.length
    ? `(function(w,c){var d=document,e=encodeURIComponent;` +
      `function s(src,attrs){var t=d.createElement('script');t.async=true;t.src=src;for(var k in attrs||{})t.setAttribute(k,attrs[k]);d.head.appendChild(t);return t}` +
      `function q(n){w[n]=w[n]||function(){(w[n].q=w[n].q||[]).push(arguments)}}` +
      `var L={${used.map((k) => `${JSON.stringify(k)}:function(o){${LOADERS[k]}}`).join(',')}};` +
      `function run(){for(var k in c)try{L[k](c[k])}catch(x){}}` +
      `function idle(){'requestIdleCallback' in w?w.requestIdleCallback(run,{timeout:3000}):setTimeout(run,200)}` +
      `d.readyState==='complete'?idle():w.addEventListener('load',idle,{once:true})` +
      `})(window,${scriptJsonText(Object.fromEntries(used.map((k) => [k, integrations[k]])))})`
    : undefined;
  cache.set(integrations, script);
  return script;
}
