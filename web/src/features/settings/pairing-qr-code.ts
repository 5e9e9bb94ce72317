/**
 * A pairing link as a QR code, an SVG data address for an <img>. The QR encoder (uqr) loads
 * only when a link is made: most visits to Settings never make one.
 */
export async function pairingQrCode(url: string): Promise<string> {
  const { renderSVG } = await import('uqr');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`;
}
