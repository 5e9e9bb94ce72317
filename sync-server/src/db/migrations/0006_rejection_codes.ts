/**
 * A rejection keeps the rules' stable code (domain REFUSALS) beside its message, so a push
 * answered again after a lost answer says the same code.
 */
export const sql = `
ALTER TABLE sync_rejections ADD COLUMN code TEXT;
`;
