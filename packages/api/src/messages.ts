/**
 * Every message the API sends, in one file. Texts quoted in the product spec (§5, §8) are kept
 * exactly; the rest follow the same voice. The web app shows these texts as they are.
 */
export const MESSAGES = {
  bodyNotObject: 'Body must be a JSON object',
  unknownField: (keys: readonly PropertyKey[]) => `Unknown field: ${keys.map(String).join(', ')}`,
  invalidJson: 'Body is not valid JSON',
  jsonRequired: 'Content-Type must be application/json',
  crossSite: 'Cross-site requests are not allowed',
  bodyTooLarge: 'Body is too large',
  notFound: 'Not found',
  internal: 'Something went wrong on the server',
  idFormat: 'id must be a UUID',
  occurredAtFormat: 'occurredAt must be an ISO date-time with a time zone',
  occurredAtFuture: 'occurredAt cannot be in the future',

  waterAmountRequired: 'Amount is required',
  waterAmountType: 'Amount must be a whole number of ounces',
  waterAmountMin: 'Amount must be at least 1 oz',
  waterAmountMax: 'Amount must be at most 128 oz',
  waterLogFailed: 'Failed to log water',
  waterLogNotFound: 'Water log not found',
  waterUndoExpired: 'Only logs from the last 10 minutes can be undone',

  settingsEmpty: 'No settings to save',
  dailyTargetRange: 'Daily target must be between 64 and 256 oz',
  startingHpRange: 'Starting HP must be between 50 and 200',
  restTimerRange: 'Rest timer must be between 30 and 300 seconds',
  reminderIntervalRange: 'Reminder interval must be between 30 and 180 minutes',
  ageRange: 'Age must be between 18 and 100',
  clockFormat: (label: string) => `${label} must be a time like 07:00`,
  booleanType: (label: string) => `${label} must be on or off`,
  timeZoneUnknown: 'Unknown time zone',

  syncClientId: 'clientId must be 1 to 100 characters',
  syncSchemaVersion: (supported: number) => `This server applies schema version ${supported}; update the app`,
  syncSeq: 'seq must be a whole number from 1',
  syncSeqOrder: 'Mutations must be in increasing seq order',
  syncTooMany: 'At most 1000 mutations per push',
  syncGap: (expected: number) => `Missing mutations: expected seq ${expected}`,
  syncUnknownMutation: (name: string) => `Unknown mutation: ${name}`,
  syncCursor: 'cursor must be a whole number',
} as const;
