// Mounts the built bundle from dist/ (served by the sandbox), so a packaging mistake fails CI.
import { expect } from '@open-wc/testing';
import { SANDBOX, control, mountElement, waitForText } from './helpers';

describe('packaged element bundle', () => {
  it('registers <crypto-ramp-widget> and shows the calculator', async () => {
    await control('reset');
    await import(/* @vite-ignore */ `${SANDBOX.widget}/element/crypto-ramp-widget.js`);
    expect(customElements.get('crypto-ramp-widget')).to.be.a('function');
    const mounted = mountElement();
    await waitForText(mounted.root, 'Buy for 100 USD');
    mounted.remove();
  });
});
