/** Where an iframe page sits among its parent's frames (no React: the iframe page's entry uses it too). */

/**
 * Without a `widgetId`, this frame's place among its parent's frames: stable across reloads of the host
 * page, and different for two widget frames on it (they share this origin's storage).
 */
export function framePosition(): string {
  if (window.parent === window) return 'page';
  for (let i = 0; i < window.parent.frames.length; i += 1) if (window.parent.frames[i] === window) return `frame${i}`;
  return 'frame';
}
