/** QR images (spec 1 §9: 236 px), with the qrcode library loaded on first use. */
export const QR_IMAGE_PX = 236;

export async function qrDataUrl(text: string, sizePx = QR_IMAGE_PX): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { width: sizePx, margin: 1, errorCorrectionLevel: 'M' });
}
