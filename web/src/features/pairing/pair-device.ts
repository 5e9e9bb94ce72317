import { markPaired } from '../../db/device-pairing';
import { pairThisDevice } from '../../sync/devices-client';
import { syncOnceStarted } from '../../sync/start-sync';

/**
 * Pairs this browser, remembers that it is paired, and syncs at once: what waited in the outbox
 * goes up, and the user's history comes down, said to be on its way until the server answers.
 */
export async function pairDevice(code: string, name: string): Promise<void> {
  const { deviceId } = await pairThisDevice(code, name);
  await markPaired(deviceId);
  void syncOnceStarted();
}

/** The spec-voiced toast of a pairing. */
export const DEVICE_PAIRED = { title: 'Device Paired', description: 'This device now syncs with your Ninety server.' };
