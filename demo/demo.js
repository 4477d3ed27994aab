// The merchant side of the demo: build a payload, have the merchant server sign it, (re)embed the widget,
// and log every host event: DOM CustomEvents from the element and postMessages, side by side.
const EVENT_TYPES = [
  'error', 'load', 'resize', 'exit', 'started', 'operation_created', 'payment_sent', 'operation_success',
  'operation_fail', 'operation_pending', 'unsupported', 'force_continue', 'merchant_order_id_exists', 'payment_pending',
];
const embed = window.location.pathname.startsWith('/iframe') ? 'iframe' : 'tag';
document.title = `Demo shop — widget as ${embed === 'tag' ? 'custom tag' : 'iframe'}`;
document.getElementById('embed-name').textContent = `(widget as ${embed === 'tag' ? 'custom tag' : 'iframe'})`;
const config = await (await fetch('/config.json')).json();
const form = document.getElementById('payload-form');
const slot = document.getElementById('widget-slot');
const log = document.querySelector('#event-log tbody');

// A merchant that does not allow this machine's pages is offered too: its launch shows the refusal.
for (const merchant of config.merchants) {
  const here = merchant.allowedOrigins.some((allowed) => allowed === location.origin || (allowed.endsWith(':*') && location.origin.startsWith(allowed.slice(0, -1))));
  form.apiKey.append(new Option(here ? merchant.name : `${merchant.name} (allows only ${merchant.allowedOrigins.join(', ')})`, merchant.apiKey));
}

function logEvent(channel, type, data, widgetId = '') {
  const row = log.insertRow(0);
  for (const text of [new Date().toLocaleTimeString(), channel, type, JSON.stringify(data), widgetId]) row.insertCell().textContent = text;
}

// postMessage: accept only the widget's origin and the contract's source tag.
window.addEventListener('message', (event) => {
  const fromWidget = event.origin === config.widget || event.origin === window.location.origin;
  if (!fromWidget || event.data?.source !== 'crypto-ramp-widget') return;
  logEvent('postMessage', event.data.type, event.data.data, event.data.widgetId);
  if (event.data.type === 'resize' && embed === 'iframe') slot.querySelector('iframe').style.height = `${event.data.data.height}px`;
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

async function mount() {
  const params = await signedParams();
  slot.replaceChildren();
  if (embed === 'tag') {
    await import(`${config.widget}/element/crypto-ramp-widget.js`);
    const widget = document.createElement('crypto-ramp-widget');
    if (params) {
      widget.setAttribute('api-key', params.apiKey);
      widget.setAttribute('signature', params.signature);
      widget.setAttribute('payload', params.payload);
    }
    widget.setAttribute('api-url', config.api);
    widget.setAttribute('widget-url', config.widget);
    widget.setAttribute('flow', form.flow.value);
    if (form.widgetId.value.trim()) widget.setAttribute('widget-id', form.widgetId.value.trim());
    if (form.frameMode.checked) widget.setAttribute('embed', 'frame');
    for (const type of EVENT_TYPES) widget.addEventListener(`ramp:${type}`, (event) => logEvent('CustomEvent', type, event.detail));
    slot.append(widget);
  } else {
    const iframe = document.createElement('iframe');
    const query = `?${new URLSearchParams({ ...(params ?? {}), ...(form.widgetId.value.trim() ? { widgetId: form.widgetId.value.trim() } : {}) })}`;
    iframe.src = `${config.widget}/${form.flow.value === 'sell' ? 'sell' : ''}${query}`;
    iframe.allow = 'camera; microphone; payment; clipboard-write';
    iframe.title = 'Buy crypto';
    iframe.style.height = '640px';
    slot.append(iframe);
  }
}

// The sandbox mailbox: the one-time codes sent to an e-mail (the sandbox sends no real mail).
const mailboxForm = document.getElementById('mailbox-form');
mailboxForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const email = mailboxForm.email.value.trim().toLowerCase();
  const response = await fetch(`${config.api}/__sandbox/mailbox/${encodeURIComponent(email)}`);
  const { latest } = await response.json();
  document.getElementById('mailbox-code').textContent = latest ? `Latest code for ${email}: ${latest}` : `No code sent to ${email} yet.`;
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void mount();
});
await mount();
