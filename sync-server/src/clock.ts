/** The server's sense of now, injected so tests can stand at exact instants. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
