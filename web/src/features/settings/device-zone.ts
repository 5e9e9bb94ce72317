/** ICU's name for a zone: two spellings of one zone ("Asia/Kolkata", "Asia/Calcutta") give one. */
const canonicalZone = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;

/**
 * The zone to offer in Settings when the device is no longer in the one days are counted in
 * (after a flight), or null when it is. Another spelling of the same zone is the same zone, and
 * a name this browser does not know is offered as nothing.
 */
export function deviceZoneOffer(chosen: string, deviceZone: string): string | null {
  if (chosen === deviceZone) return null;
  try {
    return canonicalZone(chosen) === canonicalZone(deviceZone) ? null : deviceZone;
  } catch {
    return null;
  }
}
