// Sandbox stand-in of VGS Collect.js 2.x: defines window.VGSCollect with the same API (create, field,
// useCname, submit, unmount) and the same per-field state. Each field is an iframe on the vault's origin
// (__VAULT_ORIGIN__), so the page that uses it never holds a card number or security code; submit sends
// the form through the vault's proxy, which swaps card data for aliases before the provider sees it.
(() => {
  if (window.VGSCollect) return;
  const VAULT_ORIGIN = '__VAULT_ORIGIN__';
  let forms = 0;

  function create(_vaultId, _environment, stateCallback) {
    forms += 1;
    const formId = `form${forms}-${Math.random().toString(36).slice(2, 10)}`;
    let fields = [];
    const state = {};
    const pending = {};
    let cname = null;
    let requests = 0;

    function notify() {
      if (typeof stateCallback === 'function') stateCallback(JSON.parse(JSON.stringify(state)));
    }
    function onMessage(event) {
      if (event.origin !== VAULT_ORIGIN) return;
      const data = event.data;
      if (!data || data.formId !== formId) return;
      const field = fields.filter((f) => f.iframe.contentWindow === event.source)[0];
      if (!field) return;
      if (data.type === 'state') {
        state[field.name] = data.state;
        notify();
      } else if (data.type === 'response') {
        const callbacks = pending[data.id];
        delete pending[data.id];
        if (callbacks?.success) callbacks.success(data.status, data.body);
      }
    }
    window.addEventListener('message', onMessage);

    const form = {
      state: state,
      field: (selector, props) => {
        const container = typeof selector === 'string' ? document.querySelector(selector) : selector;
        if (!container) throw new Error(`VGSCollect: no element matches ${selector}`);
        const params = new URLSearchParams({
          formId: formId,
          name: props.name,
          type: props.type,
          placeholder: props.placeholder || '',
          ariaLabel: props.ariaLabel || props.name,
          autoComplete: props.autoComplete || '',
          validations: (props.validations || []).join(','),
          css: JSON.stringify(props.css || {}),
          serializers: JSON.stringify(props.serializers || []),
          yearLength: String(props.yearLength || ''),
          parentOrigin: location.origin,
        });
        const iframe = document.createElement('iframe');
        iframe.src = `${VAULT_ORIGIN}/field.html#${params.toString()}`;
        iframe.title = props.ariaLabel || props.name;
        iframe.setAttribute('frameborder', '0');
        iframe.style.cssText = 'border:0;width:100%;height:100%;display:block;background:transparent';
        container.appendChild(iframe);
        const field = { name: props.name, iframe: iframe };
        fields.push(field);
        state[props.name] = { name: props.name, isValid: false, isDirty: false, isTouched: false, isFocused: false, isEmpty: true, errorMessages: [] };
        return {
          name: props.name,
          on: () => {},
          off: () => {},
          // Collect.js restyles a field in place: its text style (the `css` option) is sent to its frame.
          update: (changes) => {
            if (changes?.css) iframe.contentWindow.postMessage({ type: 'css', formId: formId, css: changes.css }, VAULT_ORIGIN);
          },
          focus: () => { iframe.contentWindow.postMessage({ type: 'focus', formId: formId }, VAULT_ORIGIN); },
          delete: () => {
            iframe.remove();
            fields = fields.filter((f) => f !== field);
            delete state[props.name];
          },
        };
      },
      useCname: (host) => {
        cname = host;
        return form;
      },
      submit: (path, options, success, error) => {
        options = options || {};
        const invalid = {};
        Object.keys(state).forEach((name) => {
          if (!state[name].isValid) invalid[name] = { errorMessages: state[name].errorMessages };
        });
        if (Object.keys(invalid).length > 0) {
          if (typeof error === 'function') error(invalid);
          return;
        }
        const first = fields[0];
        if (!first) {
          if (typeof error === 'function') error({ form: { errorMessages: ['has no fields'] } });
          return;
        }
        requests += 1;
        const id = `${formId}-${requests}`;
        pending[id] = { success: success, error: error };
        const placeholders = {};
        fields.forEach((f) => { placeholders[f.name] = `__vgs_field__:${f.name}`; });
        const usesFunction = typeof options.data === 'function';
        const body = usesFunction ? options.data(placeholders) : options.data || {};
        first.iframe.contentWindow.postMessage(
          {
            type: 'submit',
            formId: formId,
            id: id,
            path: path,
            method: options.method || 'POST',
            headers: options.headers || {},
            body: body,
            placeholders: usesFunction,
            names: fields.map((f) => f.name),
            host: cname,
          },
          VAULT_ORIGIN,
        );
      },
      unmount: () => {
        fields.forEach((f) => { f.iframe.remove(); });
        fields = [];
        window.removeEventListener('message', onMessage);
      },
    };
    return form;
  }

  window.VGSCollect = { create: create, version: 'sandbox-2.25.1' };
})();
