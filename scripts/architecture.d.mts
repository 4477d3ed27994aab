/** The findings of the layer rules for the source tree under `root` (empty when they hold). */
export function checkArchitecture(root: string): string[];
