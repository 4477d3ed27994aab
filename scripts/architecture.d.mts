/** The findings of the architecture rules for the source tree under `root` (empty when they hold). */
export function checkArchitecture(root: string): Promise<string[]>;
