/** QR images (spec 1 §9: 236 px), with the qrcode library loaded on first use. */
import { QR_IMAGE_PX } from '../domain/constants';

type QrCodeModule = { toDataURL(text: string, options: Record<string, unknown>): Promise<string> };

export async function qrDataUrl(text: string, sizePx = QR_IMAGE_PX): Promise<string> {
  // qrcode is CommonJS: in esbuild's split output its namespace has only `default` (named exports are
  // undefined there, though a test's own bundle may have them). Read the module from `default` first.
  const loaded: { default?: QrCodeModule } & Partial<QrCodeModule> = await import('qrcode');
  const qrcode = loaded.default ?? loaded;
  if (typeof qrcode.toDataURL !== 'function') throw new Error('qrcode did not load');
  return qrcode.toDataURL(text, { width: sizePx, margin: 1, errorCorrectionLevel: 'M' });
}
