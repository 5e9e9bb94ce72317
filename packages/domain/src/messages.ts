/**
 * Every message the API sends, as one namespace: `MESSAGES.waterAmountMin` and so on. The texts
 * are in message-texts.ts, one export each, so that a bundle keeps only those its code names.
 */
export * as MESSAGES from './message-texts';
