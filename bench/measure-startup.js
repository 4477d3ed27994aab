// Runs inside the page (plain JS, evaluated as source): see bench/startup.ts.
(async (apiUrl) => {
    const started = performance.now();
    const element = document.createElement('crypto-ramp-widget');
    element.setAttribute('api-url', apiUrl);
    document.body.append(element);
    const root = element.shadowRoot ;
    const receive = () => root.querySelector('[data-testid="receive-field"] input');
    await new Promise((resolve) => {
      const check = () => {
        const button = root.querySelector('button[type="submit"]');
        if (button && !button.disabled && receive()?.value) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    const interactiveMs = performance.now() - started;

    // Start-up requests and their dependency depth (a request that starts after another ended may wait on it).
    const calls = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(apiUrl) && entry.startTime >= started)
      .filter((entry) => entry.initiatorType === 'fetch');
    const depth = new Map();
    for (const call of [...calls].sort((a, b) => a.startTime - b.startTime)) {
      const before = calls.filter((other) => other.responseEnd <= call.startTime).map((other) => depth.get(other) ?? 1);
      depth.set(call, 1 + Math.max(0, ...before));
    }

    // Keystroke → recalculated receive amount on screen.
    const pay = root.querySelector('[data-testid="pay-field"] input');
    const previous = receive()?.value;
    const typed = performance.now();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(pay, '250');
    pay.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => {
      const check = () => (receive()?.value !== previous ? resolve() : requestAnimationFrame(check));
      check();
    });
    return {
      interactiveMs,
      requests: calls.length,
      roundTrips: Math.max(0, ...depth.values()),
      recalcMs: performance.now() - typed,
    };
  })
