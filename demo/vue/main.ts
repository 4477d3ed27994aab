// A Vue 3 merchant page: <crypto-ramp-widget> from a render function (no runtime template compiler, so it
// runs under a strict CSP), typed by the package's Vue types, the element loaded from the widget's host,
// launch parameters signed by the merchant's server, the theme switched live.
import { createApp, defineComponent, h, onMounted, reactive, ref } from 'vue';
import type { RampEventMap, Theme } from '../../elements/public';
import type { CryptoRampWidgetVueProps } from '../../elements/vue';
import type { LaunchParams } from '../../server';

type Config = { api: string; widget: string };
type Logged = { id: number; at: string; type: string; data: string };

const Shop = defineComponent(() => {
  const ready = ref<{ config: Config; params: LaunchParams } | null>(null);
  const theme = ref<Theme>('light');
  const log = reactive<Logged[]>([]);
  let logged = 0;
  const record = (type: string) => (event: RampEventMap[keyof RampEventMap]) => {
    log.unshift({ id: ++logged, at: new Date().toLocaleTimeString(), type, data: JSON.stringify(event.detail) });
    log.splice(50);
  };
  onMounted(async () => {
    const config = (await (await fetch('/config.json')).json()) as Config;
    await import(/* the widget's host, as a merchant page loads it */ `${config.widget}/element/crypto-ramp-widget.js`);
    // The shop's backend signs the purchase it built from its own state (it takes no payload from here).
    const reply = await fetch('/merchant/launch', { method: 'POST' });
    ready.value = { config, params: (await reply.json()) as LaunchParams };
  });
  return () => {
    if (!ready.value) return h('p', { class: 'page' }, 'Loading…');
    const { config, params } = ready.value;
    const widget: CryptoRampWidgetVueProps = {
      'api-key': params.apiKey,
      signature: params.signature,
      payload: params.payload,
      'api-url': config.api,
      'widget-url': config.widget,
      theme: theme.value,
      'onRamp:started': record('started'),
      'onRamp:operation_created': record('operation_created'),
      'onRamp:operation_success': record('operation_success'),
      'onRamp:error': record('error'),
    };
    return h('main', { class: 'page' }, [
      h('h1', ['Vue 3 shop ', h('a', { href: '/' }, 'all demos')]),
      h('div', { class: 'columns' }, [
        h('section', { class: 'panel' }, [
          h('label', [
            'Theme ',
            h(
              'select',
              { value: theme.value, onChange: (event: Event) => (theme.value = (event.target as HTMLSelectElement).value as Theme) },
              ['light', 'dark', 'auto'].map((name) => h('option', { value: name }, name)),
            ),
          ]),
          h('p', { class: 'hint' }, "Switching the theme keeps the customer's place: only launch attributes restart the widget."),
        ]),
        h('section', { class: 'panel widget-slot' }, [h('crypto-ramp-widget', widget)]),
        h('section', { class: 'panel' }, [
          h('h2', 'Host events'),
          h('table', { id: 'event-log' }, [
            h('thead', [h('tr', ['time', 'type', 'data'].map((name) => h('th', name)))]),
            h('tbody', log.map((entry) => h('tr', { key: entry.id }, [h('td', entry.at), h('td', entry.type), h('td', entry.data)]))),
          ]),
        ]),
      ]),
    ]);
  };
});

createApp(Shop).mount('#app');
