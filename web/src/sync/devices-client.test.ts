import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceList } from '@ninety/api';
import { getDatabase } from '../db/database';
import { readKeptDeviceList } from '../db/device-list';
import { fetchDevices } from './devices-client';

const PHONE: DeviceList = {
  pairingRequired: true,
  devices: [{ id: 'd1', name: 'Chrome on Android', pairedAt: '2026-11-20T08:00:00.000Z', lastSeenAt: '2026-12-02T09:00:00.000Z', current: true }],
};
const READ_AT = '2026-12-02T09:30:00.000Z';

/** The server's GET /api/devices answering `status` with `body`, or no connection at all. */
function server(answer: { status: number; body: unknown } | 'offline') {
  vi.stubGlobal('fetch', async () => {
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return Response.json(answer.body, { status: answer.status });
  });
}

beforeEach(async () => {
  await getDatabase().meta.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the server's list of devices, kept on the device", () => {
  it('is kept as the server answered it, with when', async () => {
    server({ status: 200, body: PHONE });
    expect(await fetchDevices(() => READ_AT)).toEqual(PHONE);
    expect(await readKeptDeviceList()).toEqual({ list: PHONE, readAt: READ_AT });
  });

  it('stays as it was when there is no connection, and the card is told why', async () => {
    server({ status: 200, body: PHONE });
    await fetchDevices(() => READ_AT);
    server('offline');
    await expect(fetchDevices(() => '2026-12-02T10:00:00.000Z')).rejects.toThrow('Devices can be managed only with a connection to the server');
    expect(await readKeptDeviceList()).toEqual({ list: PHONE, readAt: READ_AT });
  });

  it('is forgotten when the server no longer knows this device', async () => {
    server({ status: 200, body: PHONE });
    await fetchDevices(() => READ_AT);
    server({ status: 401, body: { message: 'This device is not paired' } });
    await expect(fetchDevices()).rejects.toThrow('This device is not paired');
    expect(await readKeptDeviceList()).toBeNull();
  });

  it('is not replaced by an answer that is not a list', async () => {
    server({ status: 200, body: PHONE });
    await fetchDevices(() => READ_AT);
    server({ status: 200, body: { devices: 'none' } });
    await expect(fetchDevices()).rejects.toThrow();
    expect(await readKeptDeviceList()).toEqual({ list: PHONE, readAt: READ_AT });
  });

  it('reads as none where the store holds something this code cannot read', async () => {
    await getDatabase().meta.put({ key: 'deviceList', value: { list: { devices: [] } } });
    expect(await readKeptDeviceList()).toBeNull();
  });
});
