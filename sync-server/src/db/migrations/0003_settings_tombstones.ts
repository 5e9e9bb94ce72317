/**
 * A setting can be removed (an import restores exactly what its file holds, so a setting the file
 * lacks goes back to its default). The row stays as a tombstone with the time of the removal, so
 * the removal travels to devices and an older change arriving later loses to it, as any older
 * change loses to a later one in a later-wins register.
 */
export const sql = `
ALTER TABLE settings ADD COLUMN deleted INTEGER NOT NULL DEFAULT 0;
`;
