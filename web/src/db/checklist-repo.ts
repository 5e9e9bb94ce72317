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

/**
 * Puts a deleted item back (the undo of a delete): a new item with its name, place and check,
 * since a delete is final for its id on every device. Answers the new id.
 */
export async function restoreChecklistItem(item: ChecklistItem, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<string> {
  const { locationName, itemName, latitude, longitude } = item;
  const id = await addChecklistItem({ locationName, itemName, latitude, longitude }, at, db);
  // At the add's own instant, checked wins (later-wins settles a tie by value).
  if (item.checked) await setChecklistItemChecked(id, true, at, db);
  return id;
}

/** Unchecks every item of a location for the next trip; answers the ids that were checked. */
export async function resetChecklistLocation(
  locationName: string,
  at = new Date(),
  db: NinetyDatabase = getDatabase(),
): Promise<string[]> {
  const name = parseLocationName(locationName);
  const checked = await db.checklistItems.where('locationName').equals(name).filter((item) => item.checked).primaryKeys();
  await perform('checklist.resetLocation', { locationName: name }, await actionNow(db, at), db);
  return checked;
}

/** Checks again the items a reset unchecked (its undo); one deleted since stays deleted. */
export async function recheckChecklistItems(ids: readonly string[], at = new Date(), db: NinetyDatabase = getDatabase()): Promise<void> {
  for (const id of ids) if (await db.checklistItems.get(id)) await setChecklistItemChecked(id, true, at, db);
}

/** Every live item, oldest first (the order they were added in). */
export async function listChecklistItems(db: NinetyDatabase = getDatabase()): Promise<ChecklistItem[]> {
  const items = await db.checklistItems.toArray();
  return [...items].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
