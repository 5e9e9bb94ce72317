import { describe, expect, it } from 'vitest';
import { CURRENT_PLACE_RADIUS_M, distanceToClosest, haversineMeters, nearestLocation, orderByDistance } from './geo';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });
// One degree of arc on the mean-radius sphere.
const DEGREE_M = (Math.PI / 180) * 6_371_008.8;

describe('haversineMeters', () => {
  it('is zero from a point to itself', () => {
    expect(haversineMeters(at(40.7128, -74.006), at(40.7128, -74.006))).toBe(0);
  });

  it('measures one degree along a meridian and along the equator as the same arc', () => {
    expect(haversineMeters(at(0, 0), at(1, 0))).toBeCloseTo(DEGREE_M, 6);
    expect(haversineMeters(at(0, 0), at(0, 1))).toBeCloseTo(DEGREE_M, 6);
  });

  it('shrinks east-west distances towards the poles', () => {
    // cos 60° = 1/2; the great circle is a little shorter than the arc along the parallel.
    const meters = haversineMeters(at(60, 0), at(60, 1));
    expect(meters).toBeLessThan(DEGREE_M / 2);
    expect(meters).toBeGreaterThan(DEGREE_M / 2 - 1);
  });

  it('is symmetric and matches a known city pair (London to Paris, about 344 km)', () => {
    const london = at(51.5074, -0.1278);
    const paris = at(48.8566, 2.3522);
    expect(haversineMeters(london, paris)).toBe(haversineMeters(paris, london));
    expect(haversineMeters(london, paris) / 1000).toBeCloseTo(343.6, 0);
  });

  it('goes the short way across the antimeridian', () => {
    expect(haversineMeters(at(0, 179.999), at(0, -179.999))).toBeCloseTo(0.002 * DEGREE_M, 3);
  });

  it('answers half the circumference for antipodal points instead of NaN', () => {
    expect(haversineMeters(at(0, 0), at(0, 180))).toBeCloseTo(180 * DEGREE_M, 3);
    expect(haversineMeters(at(90, 0), at(-90, 0))).toBeCloseTo(180 * DEGREE_M, 3);
  });
});

describe('distanceToClosest', () => {
  it('is the distance to the closest point, or null with none', () => {
    const here = at(0, 0);
    expect(distanceToClosest(here, [at(0, 0.01), at(0, 0.001), at(1, 1)])).toBeCloseTo(0.001 * DEGREE_M, 6);
    expect(distanceToClosest(here, [])).toBeNull();
  });
});

// About 11 m per 0.0001 degree of latitude.
const gym = { name: 'Gym', points: [at(40.0009, -74)] }; // ~100 m north
const home = { name: 'Home', points: [at(40.1, -74), at(40.0003, -74)] }; // ~33 m by its closer point
const office = { name: 'Office', points: [at(40.01, -74)] }; // ~1.1 km
const nowhere = { name: 'Nowhere', points: [] };
const pointsOf = (place: { points: { latitude: number; longitude: number }[] }) => place.points;
const here = at(40, -74);

describe('orderByDistance', () => {
  it('orders places nearest first, by their closest point, with unplaced ones last', () => {
    const ordered = orderByDistance(here, [nowhere, office, gym, home], pointsOf);
    expect(ordered.map((entry) => entry.place.name)).toEqual(['Home', 'Gym', 'Office', 'Nowhere']);
    expect(ordered[0]?.meters).toBeCloseTo(0.0003 * DEGREE_M, 6);
    expect(ordered[3]?.meters).toBeNull();
  });

  it('keeps the input order for ties and for places with no position', () => {
    const twin = { name: 'Twin', points: gym.points };
    const other = { name: 'Other', points: [] };
    const ordered = orderByDistance(here, [other, twin, nowhere, gym], pointsOf);
    expect(ordered.map((entry) => entry.place.name)).toEqual(['Twin', 'Gym', 'Other', 'Nowhere']);
  });
});

describe('nearestLocation', () => {
  it('is the nearest place within 200 m', () => {
    expect(CURRENT_PLACE_RADIUS_M).toBe(200);
    expect(nearestLocation(here, [office, gym, home], pointsOf)?.place.name).toBe('Home');
    expect(nearestLocation(here, [office, gym], pointsOf)?.place.name).toBe('Gym');
  });

  it('is null when nothing is that close, or nothing has a position', () => {
    expect(nearestLocation(here, [office, nowhere], pointsOf)).toBeNull();
    expect(nearestLocation(here, [], pointsOf)).toBeNull();
    expect(nearestLocation(here, [gym], pointsOf, 50)).toBeNull();
  });

  it('counts a place exactly at the limit as near', () => {
    const edge = { name: 'Edge', points: [at(0, 0.001)] };
    const limit = haversineMeters(at(0, 0), at(0, 0.001));
    expect(nearestLocation(at(0, 0), [edge], pointsOf, limit)?.place.name).toBe('Edge');
    expect(nearestLocation(at(0, 0), [edge], pointsOf, limit - 0.001)).toBeNull();
  });
});
