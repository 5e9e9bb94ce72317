/**
 * Which run of the change counter a pull cursor counts in (db/timeline.ts): a random whole
 * number below 2^53, so it travels as a JSON number. A restore from a backup draws a new one.
 */
export const sql = `
INSERT INTO meta (key, value) VALUES ('timeline', random() & 9007199254740991);
`;
