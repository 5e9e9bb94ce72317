/**
 * Pairing and the Devices card talk to the server directly: a pairing is what lets this device
 * sync at all, and the list of devices is the server's, so none of it goes through the outbox.
 */
import {
  DeviceListSchema,
  MESSAGES,
  PairedSchema,
  PairingCodeSchema,
  type DeviceList,
  type Paired,
  type PairingCode,
} from '@ninety/api';
import { forgetDeviceList, keepDeviceList } from '../db/device-list';
import { callServer, jsonRequest, ServerRefusal } from './direct-call';

const send = (url: string, init?: RequestInit) => callServer(url, init, MESSAGES.devicesNeedConnection);

/** Pairs this browser with a code from a pairing link; the server sets its cookie. */
export async function pairThisDevice(code: string, name: string): Promise<Paired> {
  const response = await send('/api/pair', jsonRequest('POST', { code, name }));
  return PairedSchema.parse(await response.json());
}

/**
 * The devices paired with the server, kept on this device as they were answered (db/device-list.ts).
 * A 401 means this device is no longer paired, so the list it kept goes too.
 */
export async function fetchDevices(now: () => string = () => new Date().toISOString()): Promise<DeviceList> {
  try {
    const list = DeviceListSchema.parse(await (await send('/api/devices')).json());
    // Kept for the next opening only: a store that refuses the write does not hide this answer.
    await keepDeviceList({ list, readAt: now() }).catch(() => undefined);
    return list;
  } catch (error) {
    // Nor does it hide the server's refusal, which is what the card says.
    if (error instanceof ServerRefusal && error.status === 401) await forgetDeviceList().catch(() => undefined);
    throw error;
  }
}

/** A link (and its code) that pairs one more device, once, for 15 minutes. */
export async function makePairingCode(): Promise<PairingCode> {
  return PairingCodeSchema.parse(await (await send('/api/devices/pairing-codes', { method: 'POST' })).json());
}

export async function removeDevice(id: string): Promise<void> {
  await send(`/api/devices/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
