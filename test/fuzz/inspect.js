// In-page, in every frame: what a person sees of the widget in this document (shadow roots included) and
// traces of injection. Plain JavaScript, evaluated as text (a transpiled function would carry helpers).
() => {
  const roots = [document];
  for (let i = 0; i < roots.length; i += 1) {
    for (const element of roots[i].querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
  }
  const markup = roots.reduce((sum, root) => sum + root.querySelectorAll('[data-fuzz-markup]').length, 0);
  const polluted = 'fuzzPolluted' in Object.prototype || 'fuzzPolluted' in Array.prototype;
  const widget = roots.map((root) => root.querySelector('.crw-root')).find(Boolean);
  if (!widget) return { screen: null, title: null, text: '', markup, polluted };
  const has = (selector) => widget.querySelector(selector) !== null;
  const title = widget.querySelector('.crw-title')?.textContent ?? null;
  let screen = 'blank';
  if (has('.crw-calculator')) screen = 'calculator';
  else if (has('[data-testid="merchant-problems"]')) screen = 'merchant-invalid';
  else if (has('[data-testid="close-window"]')) screen = 'close-window';
  // The error boundary's page has its own h1; start-up failures sit in a frame under its title.
  else if (has('.crw-error-page h1')) screen = 'render-crash';
  else if (has('.crw-error-page')) screen = 'init-failed';
  else if (has('.crw-spinner')) screen = 'loading';
  // Start-up waiting for a backend it cannot reach (an api-url naming no backend, or one the page's policy
  // blocks): the skeleton says so in words; start-up fails once the widget stops waiting (30 s).
  else if (widget.querySelector('[data-testid="skeleton"] [data-testid="offline-notice"]')?.textContent?.trim()) screen = 'unreachable';
  else if (title) screen = 'screen';
  // The rendered text, as a person reads it (hidden parts left out).
  // biome-ignore lint/performance/useDomNodeTextContent: rendered text on purpose.
  return { screen, title, text: widget.innerText, markup, polluted };
};
