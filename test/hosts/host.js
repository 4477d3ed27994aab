// A merchant page for the tests, driven by its query string:
//   mode     element (default) | nested (inside <shop-app>'s shadow root) | iframe | late (properties set
//            before the element's script loads)
//   widgets  JSON list, one entry per widget: its attributes (element, nested), its properties (late), or
//            its query parameters and `path` (iframe)
//   timeScale  the widgets' time-scale (sandbox only): test/timeScale.ts's 0.2 unless given ('1': the spec's)
//   fit      iframe: 'content' sets each frame's height from its widget's `resize` message, as
//            docs/embedding.md ("The iframe") tells merchants (otherwise host.css's fixed 640 px)
//   release, integrity  the element as the README's snippet loads it: a <script type="module"> of the
//            release's versioned path with `integrity` and `crossorigin` (otherwise an import() of /element/)
//   width    the widgets' column, in CSS px (set through the CSSOM, which the policy allows)
//   allow, sandbox  iframe: the frames' `allow` (default the whole list docs/embedding.md gives; '' none)
//            and, when given, their `sandbox`
//   csp      read by the sandbox, which serves this page: its policy with one server left out of one
//            directive (`connect-src:api`; sandbox/csp.ts)
// It records what a merchant could observe: CSP violations, host messages and the element's CustomEvents.
const HOST_EVENT_TYPES = ['error', 'load', 'resize', 'exit', 'started', 'operation_created', 'payment_sent', 'operation_success',
  'operation_fail', 'operation_pending', 'unsupported', 'force_continue', 'merchant_order_id_exists', 'payment_pending', 'diagnostic'];

window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__violations.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile, sample: e.sample });
});
window.__events = [];
window.addEventListener('message', (e) => {
  if (e.data && e.data.source === 'crypto-ramp-widget') window.__events.push({ channel: 'postMessage', origin: e.origin, type: e.data.type, widgetId: e.data.widgetId, data: e.data.data });
});

const params = new URLSearchParams(location.search);
const mode = params.get('mode') || 'element';
const widgets = JSON.parse(params.get('widgets') || '[{}]');
const timeScale = params.get('timeScale') || '0.2';
const fitContent = params.get('fit') === 'content';
/** The time scale for a widget of the sandbox (a production widget waits as the spec says). */
const scaleFor = (options) => (options.environment === 'production' ? null : timeScale);
const config = await (await fetch('/config.json')).json();
const slot = document.getElementById('slot');
if (params.has('width')) slot.style.width = `${Number(params.get('width'))}px`;

function listen(element, index) {
  for (const type of HOST_EVENT_TYPES) {
    element.addEventListener(`ramp:${type}`, (e) => window.__events.push({ channel: 'dom', index, type, data: e.detail }));
  }
}

function widgetElement(attributes, index) {
  const element = document.createElement('crypto-ramp-widget');
  const all = { 'api-url': config.api, 'widget-url': config.widget, 'time-scale': scaleFor(attributes), ...attributes };
  for (const [name, value] of Object.entries(all)) if (value !== null) element.setAttribute(name, value);
  listen(element, index);
  return element;
}

const elementScript = `${config.widget}/element/crypto-ramp-widget.js`;

/** Loads the element's script: pinned by integrity from the release's path, or imported. */
function loadElement() {
  const release = params.get('release');
  if (!release) return import(elementScript);
  const script = document.createElement('script');
  script.type = 'module';
  script.src = `${config.widget}/v${release}/element/crypto-ramp-widget.js`;
  script.integrity = params.get('integrity') ?? '';
  script.crossOrigin = 'anonymous';
  const loaded = new Promise((resolve) => {
    script.addEventListener('load', () => resolve('loaded'));
    script.addEventListener('error', () => resolve('refused'));
  });
  document.head.append(script);
  return loaded.then((outcome) => {
    window.__elementScript = outcome;
  });
}

if (mode === 'iframe') {
  for (const [index, query] of widgets.entries()) {
    const frame = document.createElement('iframe');
    frame.className = 'ramp-frame';
    frame.title = `Widget ${index + 1}`;
    frame.allow = params.get('allow') ?? 'camera; microphone; payment; clipboard-write';
    if (params.has('sandbox')) frame.setAttribute('sandbox', params.get('sandbox'));
    const { path = '/', ...parameters } = { timeScale, ...query };
    frame.src = `${config.widget}${path}?${new URLSearchParams(parameters)}`;
    slot.append(frame);
  }
  if (fitContent) {
    // Only this page's frames, from the widget's origin (the frame's own postMessage to its parent).
    const widgetOrigin = new URL(config.widget).origin;
    window.addEventListener('message', (e) => {
      if (e.origin !== widgetOrigin || e.data?.source !== 'crypto-ramp-widget' || e.data.type !== 'resize') return;
      const frame = [...slot.querySelectorAll('iframe.ramp-frame')].find((f) => f.contentWindow === e.source);
      if (frame) frame.style.height = `${e.data.data.height}px`;
    });
  }
} else if (mode === 'nested') {
  // A host app that renders into its own shadow root (as Lit, Stencil or Angular ShadowDom apps do).
  customElements.define('shop-app', class extends HTMLElement {
    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      const heading = document.createElement('h2');
      heading.textContent = 'Checkout';
      root.append(heading);
      for (const [index, attributes] of widgets.entries()) root.append(widgetElement(attributes, index));
    }
  });
  slot.append(document.createElement('shop-app'));
  await loadElement();
} else if (mode === 'late') {
  // A framework that sets properties on an element whose definition has not loaded yet.
  for (const [index, properties] of widgets.entries()) {
    const element = document.createElement('crypto-ramp-widget');
    Object.assign(element, { apiUrl: config.api, widgetUrl: config.widget, ...(scaleFor(properties) ? { timeScale: scaleFor(properties) } : {}), ...properties });
    listen(element, index);
    slot.append(element);
  }
  await loadElement();
} else {
  for (const [index, attributes] of widgets.entries()) slot.append(widgetElement(attributes, index));
  await loadElement();
}
window.__hostReady = true;
