/**
 * The one message the other way (ours): in frame mode the element tells the iframe page it holds a new
 * theme, so the theme changes live there too. Posted at the page's exact origin; the page takes it only
 * from its parent window at the parent's origin. (Its own module: the element posts it, only the iframe
 * page reads it.)
 */
import { enums, literal, nullable, object, validate } from 'superstruct';
import { THEMES, type Theme } from '../domain/theme';

export const FRAME_CONTROL_SOURCE = 'crypto-ramp-widget-host' as const;

export type ThemeMessage = { source: typeof FRAME_CONTROL_SOURCE; type: 'theme'; theme: Theme | null };

export function themeMessage(theme: Theme | null): ThemeMessage {
  return { source: FRAME_CONTROL_SOURCE, type: 'theme', theme };
}

const ThemeMessageSchema = object({ source: literal(FRAME_CONTROL_SOURCE), type: literal('theme'), theme: nullable(enums(THEMES)) });

/** The theme a frame-control message carries, or null when it is not one. */
export function themeOfMessage(value: unknown): { theme: Theme | null } | null {
  const [error, message] = validate(value, ThemeMessageSchema);
  return error ? null : { theme: message.theme };
}
