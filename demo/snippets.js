// The playground's snippet panel: the exact code a merchant copies for the configuration on screen, as
// the tag, the iframe, React and Vue, each with the server-side signing call beside it. The launch values
// in a snippet are the sandbox's real ones (so a copied tag works as it is, against the sandbox); the
// secret key is never in the page: the server block reads it from the environment.

/**
 * The theming contract's custom properties and the light theme's own values (src/ui/styles.css), in the
 * order the panel lists them.
 */
export const THEME_DEFAULTS = {
  '--crw-primary': '#4353ff',
  '--crw-on-primary': '#ffffff',
  '--crw-surface': '#ffffff',
  '--crw-text': '#1b1d29',
  '--crw-muted': '#6b6f80',
  '--crw-border': '#dfe1ea',
  '--crw-control-border': '#8a8fa3',
  '--crw-success': '#146c3a',
  '--crw-warning': '#8a5300',
  '--crw-danger': '#b3202c',
  '--crw-radius': '16px',
  '--crw-font': 'system-ui, sans-serif',
};
export const THEME_PROPERTIES = Object.keys(THEME_DEFAULTS);

const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const quote = (value) => `"${escapeAttribute(value)}"`;
const js = (value) => JSON.stringify(value);

/**
 * The configuration as a snippet reads it:
 * {
 *   embed: 'tag' | 'iframe' | 'frame',
 *   urls: { api, widget },           the sandbox's backend and widget host
 *   release: { version, integrity } | null   the element entry's versioned path and its SRI hash
 *   launch: { apiKey, signature, payload } | null,
 *   options: { flow, lang, theme, trackOrder, widgetId },   '' when not set
 *   properties: { '--crw-primary': '#0a7f5a', ... }          only those set
 * }
 */

/** The tag's attributes other than the launch's, in the order of docs/embedding.md's table. */
function tagOptions(config) {
  const { options, urls, embed } = config;
  return [
    ['api-url', urls.api, 'sandbox only: a production build knows its backend'],
    ['widget-url', urls.widget, 'sandbox only: frame mode and tracking links open the widget host'],
    ['flow', options.flow === 'sell' ? 'sell' : ''],
    ['lang', options.lang],
    ['theme', options.theme === 'light' ? '' : options.theme],
    ['embed', embed === 'frame' ? 'frame' : ''],
    ['track-order', options.trackOrder],
    ['widget-id', options.widgetId],
  ].filter(([, value]) => value);
}

const styleText = (properties) =>
  Object.entries(properties)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');

function serverBlock(launch, language) {
  const payload = launch ? launch.payload : '{}';
  const apiKey = launch ? launch.apiKey : 'pk_…';
  const lines = [
    `import { signLaunchParams } from 'crypto-ramp-widget/server';`,
    '',
    '// The purchase your server decided on, signed with your secret key (the sandbox\'s test keys: docs/sandbox.md).',
    `const launch = signLaunchParams({`,
    `  apiKey: ${js(apiKey)},`,
    '  secret: process.env.CRW_SECRET_KEY,',
    `  payload: ${payload},`,
    '});',
    '// launch.apiKey, launch.signature and launch.payload go to the page as they are.',
  ];
  return language === 'html' ? `<!-- On your server (Node):\n${lines.join('\n')}\n-->` : `// On your server (Node):\n${lines.map((line) => (line ? `// ${line}` : '//')).join('\n')}`;
}

/** `<crypto-ramp-widget>` with its script, as a page includes it. */
export function tagSnippet(config) {
  const { launch, release, urls, properties } = config;
  const src = release ? `${urls.widget}/v${release.version}/element/crypto-ramp-widget.js` : `${urls.widget}/element/crypto-ramp-widget.js`;
  const script = release?.integrity
    ? `<script type="module" src=${quote(src)}\n  integrity=${quote(release.integrity)} crossorigin="anonymous"></script>`
    : `<script type="module" src=${quote(src)}></script>`;
  const attributes = [
    ...(launch ? [['api-key', launch.apiKey], ['signature', launch.signature], ['payload', launch.payload]] : []),
    ...tagOptions(config),
  ].map(([name, value]) => `  ${name}=${quote(value)}`);
  const style = styleText(properties);
  if (style) attributes.push(`  style=${quote(style)}`);
  return `${serverBlock(launch, 'html')}\n${script}\n<crypto-ramp-widget\n${attributes.join('\n')}\n></crypto-ramp-widget>\n`;
}

/** The iframe page's address for this configuration. */
export function iframeSource(config) {
  const { launch, urls, options, properties } = config;
  const path = options.trackOrder ? `/orders/${encodeURIComponent(options.trackOrder)}/public` : options.flow === 'sell' ? '/sell' : '/';
  const query = new URLSearchParams();
  if (launch) for (const name of ['apiKey', 'signature', 'payload']) query.set(name, launch[name]);
  if (options.lang) query.set('lang', options.lang);
  if (options.theme && options.theme !== 'light') query.set('theme', options.theme);
  if (properties['--crw-primary']) query.set('primaryColor', properties['--crw-primary']);
  if (options.widgetId) query.set('widgetId', options.widgetId);
  const text = query.toString();
  return `${urls.widget}${path}${text ? `?${text}` : ''}`;
}

/** The iframe, with the listener for its events (postMessage from the widget's exact origin). */
export function iframeSnippet(config) {
  const origin = new URL(config.urls.widget).origin;
  return `${serverBlock(config.launch, 'html')}
<iframe id="crypto-ramp" src=${quote(iframeSource(config))}
  title="Buy crypto" allow="camera; microphone; payment; clipboard-write"
  style="display: block; width: 100%; height: 640px; border: 0"></iframe>
<script type="module">
  // The widget's events; only the iframe page's own origin is listened to. (The iframe takes the primary
  // colour only; the other --crw-* properties are the custom tag's.)
  const frame = document.getElementById('crypto-ramp');
  window.addEventListener('message', (event) => {
    if (event.origin !== ${js(origin)} || event.source !== frame.contentWindow) return;
    if (event.data?.source !== 'crypto-ramp-widget') return;
    if (event.data.type === 'resize') frame.style.height = \`\${event.data.data.height}px\`;
    console.log(event.data.type, event.data.data);
  });
</script>
`;
}

/** React 19: the element in JSX, typed by the package, the launch from the merchant's server. */
export function reactSnippet(config) {
  const props = [
    'apiKey={launch.apiKey}',
    'signature={launch.signature}',
    'payload={launch.payload}',
    ...tagOptions(config).map(([name, value]) => `${name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())}=${js(value)}`),
  ];
  const style = Object.entries(config.properties);
  if (style.length) props.push(`style={{ ${style.map(([name, value]) => `${js(name)}: ${js(value)}`).join(', ')} } as React.CSSProperties}`);
  props.push("onramp:started={(event) => console.log('started', event.detail)}");
  return `${serverBlock(config.launch, 'js')}
import 'crypto-ramp-widget';
import type {} from 'crypto-ramp-widget/react';
import type { LaunchParams } from 'crypto-ramp-widget/server';

export function Checkout({ launch }: { launch: LaunchParams }) {
  return (
    <crypto-ramp-widget
${props.map((prop) => `      ${prop}`).join('\n')}
    />
  );
}
`;
}

/** Vue 3: the element in a template (told to the compiler as a custom element), typed by the package. */
export function vueSnippet(config) {
  const attributes = [
    ':api-key="launch.apiKey"',
    ':signature="launch.signature"',
    ':payload="launch.payload"',
    ...tagOptions(config).map(([name, value]) => `${name}=${quote(value)}`),
  ];
  const style = Object.entries(config.properties);
  if (style.length) attributes.push(`:style="{ ${style.map(([name, value]) => `'${name}': '${value.replaceAll("'", "\\'")}'`).join(', ')} }"`);
  attributes.push('@ramp:started="(event) => console.log(\'started\', event.detail)"');
  return `${serverBlock(config.launch, 'js')}
<!-- vite.config.ts: vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'crypto-ramp-widget' } } }) -->
<script setup lang="ts">
import 'crypto-ramp-widget';
import type {} from 'crypto-ramp-widget/vue';
import type { LaunchParams } from 'crypto-ramp-widget/server';

defineProps<{ launch: LaunchParams }>();
</script>

<template>
  <crypto-ramp-widget
${attributes.map((attribute) => `    ${attribute}`).join('\n')}
  />
</template>
`;
}

export const SNIPPETS = { tag: tagSnippet, iframe: iframeSnippet, react: reactSnippet, vue: vueSnippet };
