/**
 * Local day numbers for the many instants of one stats pass. localDayNumber (time.ts) is right
 * but builds a string cache key per call; here each zone keeps a numeric table of its offset per
 * UTC day, filled once from zoneOffsetMs and kept for later passes (zone rules do not change
 * while the app runs), so a lookup is an array read. Answers equal localDayNumber's exactly.
 */
import { MS_PER_DAY, zoneOffsetMs } from './time';

/** The local day number of an epoch-milliseconds instant in one zone. */
export type LocalDayOf = (epochMs: number) => number;

const CHUNK_DAYS = 64;
/** Marks a UTC day during which the zone's offset changes; see `transitions`. */
const TRANSITION = Number.MAX_SAFE_INTEGER;

interface Transition {
  /** First whole second with the new offset. */
  at: number;
  before: number;
  after: number;
}

interface ZoneTable {
  chunks: Map<number, Float64Array>;
  transitions: Map<number, Transition>;
}

const zoneTables = new Map<string, ZoneTable>();

function zoneTable(timeZone: string): ZoneTable {
  let table = zoneTables.get(timeZone);
  if (!table) {
    table = { chunks: new Map(), transitions: new Map() };
    zoneTables.set(timeZone, table);
  }
  return table;
}

/**
 * A UTC day whose offsets differ at its two ends holds a clock change; find its second by
 * bisection, as wallTimeToInstant does. (A zone changing its clock twice within one UTC day
 * has never happened and is not handled.)
 */
function findTransition(utcDay: number, timeZone: string, before: number, after: number): Transition {
  let low = utcDay * MS_PER_DAY;
  let high = low + MS_PER_DAY - 1000;
  while (high - low > 1000) {
    const mid = low + Math.floor((high - low) / 2000) * 1000;
    if (zoneOffsetMs(mid, timeZone) === before) low = mid;
    else high = mid;
  }
  return { at: high, before, after };
}

function offsetOfUtcDay(utcDay: number, timeZone: string, table: ZoneTable): number {
  const start = utcDay * MS_PER_DAY;
  const atStart = zoneOffsetMs(start, timeZone);
  const atEnd = zoneOffsetMs(start + MS_PER_DAY - 1000, timeZone);
  if (atStart === atEnd) return atStart;
  table.transitions.set(utcDay, findTransition(utcDay, timeZone, atStart, atEnd));
  return TRANSITION;
}

/** A function giving local day numbers in `timeZone`, equal to localDayNumber(ms, timeZone). */
export function localDayResolver(timeZone: string): LocalDayOf {
  const table = zoneTable(timeZone);
  // Records come mostly in time order, so the chunk of the previous lookup is usually the one.
  let lastChunkIndex = Number.NaN;
  let lastChunk: Float64Array = new Float64Array(0);
  return (epochMs) => {
    if (!Number.isFinite(epochMs)) return Number.NaN;
    const utcDay = Math.floor(epochMs / MS_PER_DAY);
    const chunkIndex = Math.floor(utcDay / CHUNK_DAYS);
    if (chunkIndex !== lastChunkIndex) {
      let chunk = table.chunks.get(chunkIndex);
      if (!chunk) {
        chunk = new Float64Array(CHUNK_DAYS).fill(Number.NaN);
        table.chunks.set(chunkIndex, chunk);
      }
      lastChunkIndex = chunkIndex;
      lastChunk = chunk;
    }
    const slot = utcDay - chunkIndex * CHUNK_DAYS;
    let offset = lastChunk[slot] as number;
    if (Number.isNaN(offset)) {
      offset = offsetOfUtcDay(utcDay, timeZone, table);
      lastChunk[slot] = offset;
    }
    if (offset === TRANSITION) {
      const change = table.transitions.get(utcDay) as Transition;
      offset = epochMs >= change.at ? change.after : change.before;
    }
    return Math.floor((epochMs + offset) / MS_PER_DAY);
  };
}
