/**
 * The device's clock, corrected by the offset to the server's clock measured at the last sync.
 * A phone whose clock runs two hours off would otherwise stamp every action two hours off, and
 * the later-action-wins rule would let a stale change beat a newer one from another device.
 */
let offsetMs = 0;

export function setClockOffset(ms: number): void {
  offsetMs = ms;
}

export function clockOffset(): number {
  return offsetMs;
}

/** Now, in the server's time as best this device knows it. */
export function deviceNow(): Date {
  return new Date(Date.now() + offsetMs);
}
