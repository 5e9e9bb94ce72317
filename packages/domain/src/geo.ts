/**
 * Distances on the Earth's surface, for ordering places by how far away they are. Pure: the
 * position comes from the caller (the browser's geolocation), never read here.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The Earth's mean radius (IUGG); the spherical model errs by under 0.5 %, plenty for "nearby". */
const EARTH_RADIUS_M = 6_371_008.8;

/** Within this distance of a place the user is taken to be there (docs/product.md, Belongings). */
export const CURRENT_PLACE_RADIUS_M = 200;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine formula). */
export function haversineMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points; asin would then answer NaN.
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** The distance from `from` to the closest of `points`, or null when there are none. */
export function distanceToClosest(from: GeoPoint, points: Iterable<GeoPoint>): number | null {
  let best: number | null = null;
  for (const point of points) {
    const meters = haversineMeters(from, point);
    if (best === null || meters < best) best = meters;
  }
  return best;
}

export interface PlaceDistance<Place> {
  place: Place;
  /** Metres to the place's closest point; null for a place with no known position. */
  meters: number | null;
}

/**
 * Places nearest first. A place may have several points (each where something was recorded
 * there); its distance is to the closest one. Places with no points follow the others, and
 * ties keep the order they came in.
 */
export function orderByDistance<Place>(
  from: GeoPoint,
  places: readonly Place[],
  pointsOf: (place: Place) => Iterable<GeoPoint>,
): PlaceDistance<Place>[] {
  const measured = places.map((place) => ({ place, meters: distanceToClosest(from, pointsOf(place)) }));
  // Array.prototype.sort is stable, so equal distances keep their input order.
  return measured.sort((a, b) => {
    if (a.meters === null || b.meters === null) return (a.meters === null ? 1 : 0) - (b.meters === null ? 1 : 0);
    return a.meters - b.meters;
  });
}

/** The nearest place no farther than `withinMeters`, or null when none is that close. */
export function nearestLocation<Place>(
  from: GeoPoint,
  places: readonly Place[],
  pointsOf: (place: Place) => Iterable<GeoPoint>,
  withinMeters: number = CURRENT_PLACE_RADIUS_M,
): { place: Place; meters: number } | null {
  const [nearest] = orderByDistance(from, places, pointsOf);
  if (!nearest || nearest.meters === null || nearest.meters > withinMeters) return null;
  return { place: nearest.place, meters: nearest.meters };
}
