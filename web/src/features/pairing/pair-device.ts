import { markPaired } from '../../db/device-pairing';
import { pairThisDevice } from '../../sync/devices-client';
import { requestSync } from '../../sync/start-sync';

/** Pairs this browser, remembers that it is paired, and sends what waited in the outbox at once. */
export async function pairDevice(code: string, name: string): Promise<void> {
  const { deviceId } = await pairThisDevice(code, name);
  await markPaired(deviceId);
  void requestSync();
}

/** The spec-voiced toast of a pairing. */
export const DEVICE_PAIRED = { title: 'Device Paired', description: 'This device now syncs with your Ninety server.' };
