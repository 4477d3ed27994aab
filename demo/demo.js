// The playground: a configuration (embed, flow, language, theme, the --crw-* properties, track-order, the
// merchant's payload), the widget embedded with it, the code a merchant copies for it (snippets.js), and
// every host event as the page receives it: DOM CustomEvents from the element and postMessages.
import { SNIPPETS, THEME_DEFAULTS, THEME_PROPERTIES, iframeSource } from './snippets.js';

const EVENT_TYPES = [
  'error', 'load', 'resize', 'exit', 'started', 'operation_created', 'payment_sent', 'operation_success',
  'operation_fail', 'operation_pending', 'unsupported', 'force_continue', 'merchant_order_id_exists', 'payment_pending',
  'diagnostic',
];
const COLOURS = new Set(THEME_PROPERTIES.filter((name) => !['--crw-radius', '--crw-font'].includes(name)));
const config = await (await fetch('/config.json')).json();
const form = document.getElementById('payload-form');
const slot = document.getElementById('widget-slot');
const log = document.querySelector('#event-log tbody');
const snippetCode = document.querySelector('#snippet code');
const copyStatus = document.getElementById('copy-status');

// A merchant that does not allow this machine's pages is offered too: its launch shows the refusal.
for (const merchant of config.merchants) {
  form.apiKey.append(new Option(merchant.allowsThisPage ? merchant.name : `${merchant.name} (allows only ${merchant.allowedOrigins.join(', ')})`, merchant.apiKey));
}
form.embed.value = location.pathname.startsWith('/iframe') ? 'iframe' : 'tag';

// One row per theming property: its value (empty: the theme's own) and, for a colour, a picker that fills it.
const propertyRows = document.getElementById('theme-properties');
for (const name of THEME_PROPERTIES) {
  const row = document.createElement('div');
  row.className = 'property';
  const label = document.createElement('label');
  label.textContent = name;
  const input = document.createElement('input');
  input.name = name;
  input.autocomplete = 'off';
  input.spellcheck = false;
  input.placeholder = THEME_DEFAULTS[name];
  label.append(input);
  row.append(label);
  if (COLOURS.has(name)) {
    // The picker shows the field's colour, or the light theme's own while the field is empty.
    const picker = document.createElement('input');
    picker.type = 'color';
    picker.value = THEME_DEFAULTS[name];
    picker.setAttribute('aria-label', `${name}: pick a colour`);
    picker.addEventListener('input', () => {
      input.value = picker.value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    input.addEventListener('input', () => {
      picker.value = /^#[0-9a-f]{6}$/i.test(input.value.trim()) ? input.value.trim() : THEME_DEFAULTS[name];
    });
    row.append(picker);
  }
  propertyRows.append(row);
}

/** The theming properties set (non-empty), as the page would write them. */
function properties() {
  return Object.fromEntries(THEME_PROPERTIES.map((name) => [name, form.elements[name].value.trim()]).filter(([, value]) => value));
}

function options() {
  return {
    flow: form.flow.value,
    lang: form.lang.value,
    theme: form.theme.value,
    trackOrder: form.trackOrder.value.trim(),
    widgetId: form.widgetId.value.trim(),
  };
}

function logEvent(channel, type, data, widgetId = '') {
  const row = log.insertRow(0);
  for (const text of [new Date().toLocaleTimeString(), channel, type, JSON.stringify(data), widgetId]) row.insertCell().textContent = text;
}

// postMessage: accept only the widget's origin and the contract's source tag.
window.addEventListener('message', (event) => {
  const fromWidget = event.origin === new URL(config.widget).origin || event.origin === window.location.origin;
  if (!fromWidget || event.data?.source !== 'crypto-ramp-widget') return;
  logEvent('postMessage', event.data.type, event.data.data, event.data.widgetId);
  const frame = slot.querySelector(':scope > iframe');
  if (event.data.type === 'resize' && frame && event.source === frame.contentWindow) frame.style.height = `${event.data.data.height}px`;
});

async function signedParams() {
  if (form.noMerchant.checked) return null;
  const payload = {};
  for (const name of ['toWallet', 'fromCurrency', 'fromAmount', 'toCurrency', 'toAmount', 'email']) {
    const value = form[name].value.trim();
    if (value) payload[name] = value;
  }
  // A playground signs whatever is typed here through the sandbox's test signer. A merchant's backend
  // never does: it signs the purchase it built itself (see the shop's /merchant/launch).
  const response = await fetch(`${config.api}/__sandbox/sign`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ apiKey: form.apiKey.value, payload: JSON.stringify(payload) }),
  });
  return response.json();
}

/** The configuration on screen, as the widget and the snippets take it. */
let current = { embed: form.embed.value, urls: { api: config.api, widget: config.widget }, release: config.release ?? null, launch: null, options: options(), properties: properties() };

function showSnippet(kind = document.querySelector('[role="tab"][aria-selected="true"]')?.dataset.snippet ?? 'tag') {
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    const selected = tab.dataset.snippet === kind;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  document.getElementById('snippet').setAttribute('aria-labelledby', `tab-${kind}`);
  snippetCode.textContent = SNIPPETS[kind](current);
  copyStatus.textContent = '';
}

/** Theme and --crw-* changes reach the tag without a restart (the customer keeps their place). */
function applyLive(widget) {
  const { theme } = current.options;
  widget.setAttribute('theme', theme);
  for (const name of THEME_PROPERTIES) {
    const value = current.properties[name];
    if (value) widget.style.setProperty(name, value);
    else widget.style.removeProperty(name);
  }
}

async function mount() {
  const launch = await signedParams();
  current = { ...current, embed: form.embed.value, launch, options: options(), properties: properties() };
  slot.replaceChildren();
  if (current.embed === 'iframe') {
    const iframe = document.createElement('iframe');
    iframe.src = iframeSource(current);
    iframe.allow = 'camera; microphone; payment; clipboard-write';
    iframe.title = 'Buy crypto';
    iframe.style.height = '640px';
    slot.append(iframe);
  } else {
    await import(`${config.widget}/element/crypto-ramp-widget.js`);
    const widget = document.createElement('crypto-ramp-widget');
    if (launch) {
      widget.setAttribute('api-key', launch.apiKey);
      widget.setAttribute('signature', launch.signature);
      widget.setAttribute('payload', launch.payload);
    }
    widget.setAttribute('api-url', config.api);
    widget.setAttribute('widget-url', config.widget);
    const { flow, lang, trackOrder, widgetId } = current.options;
    widget.setAttribute('flow', flow);
    if (lang) widget.setAttribute('lang', lang);
    if (trackOrder) widget.setAttribute('track-order', trackOrder);
    if (widgetId) widget.setAttribute('widget-id', widgetId);
    if (current.embed === 'frame') widget.setAttribute('embed', 'frame');
    applyLive(widget);
    for (const type of EVENT_TYPES) widget.addEventListener(`ramp:${type}`, (event) => logEvent('CustomEvent', type, event.detail));
    slot.append(widget);
  }
  showSnippet(current.embed === 'iframe' ? 'iframe' : undefined);
}

// One mount at a time; a change during one mounts once more after it, with everything changed by then.
let mounting = null;
let again = false;
function remount() {
  if (mounting) {
    again = true;
    return mounting;
  }
  mounting = mount().finally(() => {
    mounting = null;
    if (again) {
      again = false;
      void remount();
    }
  });
  return mounting;
}

let typing = 0;
form.addEventListener('input', (event) => {
  const name = event.target.name ?? '';
  // A colour picker fills its property's field, which tells this listener itself.
  if (!name) return;
  current = { ...current, options: options(), properties: properties() };
  const widget = slot.querySelector('crypto-ramp-widget');
  // Live: the theme and the --crw-* properties on the tag (the iframe takes them by its address: reloaded).
  if ((name === 'theme' || name.startsWith('--crw-')) && widget) {
    applyLive(widget);
    showSnippet();
    return;
  }
  showSnippet();
  clearTimeout(typing);
  typing = setTimeout(() => void remount(), event.target.tagName === 'INPUT' && event.target.type !== 'radio' && event.target.type !== 'checkbox' ? 500 : 0);
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  clearTimeout(typing);
  void remount();
});

for (const tab of document.querySelectorAll('[role="tab"]')) tab.addEventListener('click', () => showSnippet(tab.dataset.snippet));
document.querySelector('.tabs').addEventListener('keydown', (event) => {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const tabs = [...document.querySelectorAll('[role="tab"]')];
  const at = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
  const next = tabs[(at + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
  showSnippet(next.dataset.snippet);
  next.focus();
});

document.getElementById('copy-snippet').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(snippetCode.textContent);
    copyStatus.textContent = 'Copied.';
  } catch {
    // No clipboard (an insecure page, or permission refused): the code is selected for the keyboard's copy.
    getSelection().selectAllChildren(snippetCode);
    copyStatus.textContent = 'Selected: press Ctrl+C (⌘C) to copy.';
  }
});

// The sandbox mailbox: the one-time codes sent to an e-mail (the sandbox sends no real mail).
const mailboxForm = document.getElementById('mailbox-form');
mailboxForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const email = mailboxForm.email.value.trim().toLowerCase();
  const response = await fetch(`${config.api}/__sandbox/mailbox/${encodeURIComponent(email)}`);
  const { latest } = await response.json();
  document.getElementById('mailbox-code').textContent = latest ? `Latest code for ${email}: ${latest}` : `No code sent to ${email} yet.`;
});

await remount();
