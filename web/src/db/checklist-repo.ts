/**
 * The belongings checklist on this device: each change is validated, applied to
 * `checklistItems` and queued for the server in one transaction (outbox.ts `perform`).
 */
import {
  firstIssueMessage,
  ItemNameSchema,
  LocationNameSchema,
  MESSAGES,
} from '@ninety/api';
import {
  type ChecklistItem,
} from '@ninety/domain';
import { v7 as uuidv7 } from 'uuid';
import { actionNow } from './device-clock';
import { getDatabase, type NinetyDatabase } from './database';
import { perform, ValidationError } from './outbox';

/** A refused name, with the toast title the spec pairs with its message ("Invalid Item"). */
export class ChecklistInputError extends ValidationError {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

function parseName(schema: typeof LocationNameSchema, title: string, value: string): string {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ChecklistInputError(title, firstIssueMessage(parsed.error));
  return parsed.data;
}

/** The trimmed location name, or ChecklistInputError ("Invalid Location"). */
export function parseLocationName(value: string): string {
  return parseName(LocationNameSchema, MESSAGES.locationInvalidTitle, value);
}

/** The trimmed item name, or ChecklistInputError ("Invalid Item"). */
export function parseItemName(value: string): string {
  return parseName(ItemNameSchema, MESSAGES.itemInvalidTitle, value);
}

export interface NewChecklistItem {
  locationName: string;
  itemName: string;
  /** Where the device was when the item was added; null when no position is known. */
  latitude: number | null;
  longitude: number | null;
}

/** Adds an unchecked item to a location; returns its id (a UUIDv7 made here). */
export async function addChecklistItem(
  input: NewChecklistItem,
  at = new Date(),
  db: NinetyDatabase = getDatabase(),
): Promise<string> {
  // Checked here, before perform, so the user reads which name is wrong under the spec's title.
  const locationName = parseLocationName(input.locationName);
  const itemName = parseItemName(input.itemName);
  const id = uuidv7();
  await perform('checklist.add', { id, locationName, itemName, latitude: input.latitude, longitude: input.longitude }, await actionNow(db, at), db);
  return id;
}

/** Checks or unchecks an item; against a change from another device the later action wins. */
export async function setChecklistItemChecked(
  id: string,
  checked: boolean,
  at = new Date(),
  db: NinetyDatabase = getDatabase(),
): Promise<void> {
  await perform('checklist.set', { id, checked }, await actionNow(db, at), db);
}

export async function deleteChecklistItem(id: string, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<void> {
  await perform('checklist.delete', { id }, await actionNow(db, at), db);
}

/** Unchecks every item of a location for the next trip. */
export async function resetChecklistLocation(
  locationName: string,
  at = new Date(),
  db: NinetyDatabase = getDatabase(),
): Promise<void> {
  await perform('checklist.resetLocation', { locationName: parseLocationName(locationName) }, await actionNow(db, at), db);
}

/** Every live item, oldest first (the order they were added in). */
export async function listChecklistItems(db: NinetyDatabase = getDatabase()): Promise<ChecklistItem[]> {
  const items = await db.checklistItems.toArray();
  return [...items].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
