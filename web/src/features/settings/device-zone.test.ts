import { describe, expect, it } from 'vitest';
import { deviceZoneOffer } from './device-zone';

describe('deviceZoneOffer', () => {
  it('offers nothing while the device is in the zone days are counted in', () => {
    expect(deviceZoneOffer('America/New_York', 'America/New_York')).toBeNull();
  });

  it('offers the zone a flight brought the device to', () => {
    expect(deviceZoneOffer('America/New_York', 'Asia/Tokyo')).toBe('Asia/Tokyo');
  });

  it('takes two spellings of one zone as the same zone', () => {
    expect(deviceZoneOffer('Asia/Kolkata', 'Asia/Calcutta')).toBeNull();
    expect(deviceZoneOffer('US/Eastern', 'America/New_York')).toBeNull();
  });

  it('offers nothing for a zone this browser does not know', () => {
    expect(deviceZoneOffer('Mars/Olympus_Mons', 'Asia/Tokyo')).toBeNull();
  });
});
