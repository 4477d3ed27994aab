import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { auditPurchaseStart, calculator, freshSandboxPerTest, surface, waitFor } from './helpers';

// theme="auto" under the system's colour scheme, emulated: Chromium only (web-test-runner.config.mjs
// says why).

freshSandboxPerTest();

afterEach(async () => {
  await emulateMedia({ colorScheme: 'light' });
});

describe('the theme attribute: auto', () => {
  it('follows the system colour scheme, live', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const { root } = await calculator({ theme: 'auto' });
    expect(surface(root)).to.equal('rgb(23, 25, 31)');
    await emulateMedia({ colorScheme: 'light' });
    await waitFor(() => surface(root) === 'rgb(255, 255, 255)', 'light again');
  });

  it('when the system is dark, the screens of a purchase start pass WCAG 2.2 AA (axe)', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    await auditPurchaseStart('auto');
  });
});
