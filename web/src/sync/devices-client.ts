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
import { callServer, jsonRequest } from './direct-call';

const send = (url: string, init?: RequestInit) => callServer(url, init, MESSAGES.devicesNeedConnection);

/** Pairs this browser with a code from a pairing link; the server sets its cookie. */
export async function pairThisDevice(code: string, name: string): Promise<Paired> {
  const response = await send('/api/pair', jsonRequest('POST', { code, name }));
  return PairedSchema.parse(await response.json());
}

export async function fetchDevices(): Promise<DeviceList> {
  return DeviceListSchema.parse(await (await send('/api/devices')).json());
}

/** A link (and its code) that pairs one more device, once, for 15 minutes. */
export async function makePairingCode(): Promise<PairingCode> {
  return PairingCodeSchema.parse(await (await send('/api/devices/pairing-codes', { method: 'POST' })).json());
}

export async function removeDevice(id: string): Promise<void> {
  await send(`/api/devices/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
