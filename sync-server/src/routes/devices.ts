import { Hono } from 'hono';
import { MESSAGES, type DeviceList, type PairingCode } from '@ninety/api';
import { requestOrigin } from '../http/client-address';
import { clearDeviceCookie, type AuthEnv } from '../http/device-auth';
import { createPairingCode, pairedDevices, pairingUrl, removeDevice } from '../services/pairing';
import { ServiceError } from '../services/service-error';
import type { RouteDeps } from './context';

/** Settings' Devices card: the paired devices, a code to pair another, and Remove. */
export function deviceRoutes({ db, clock }: RouteDeps, pairingRequired: boolean) {
  return new Hono<AuthEnv>()
    .get('/', (c) => {
      const asking = c.get('device');
      const answer: DeviceList = {
        pairingRequired,
        devices: pairedDevices(db).map((device) => ({ ...device, current: device.id === asking?.id })),
      };
      return c.json(answer);
    })
    .post('/pairing-codes', (c) => {
      const { code, expiresAt } = createPairingCode(db, clock.now());
      const answer: PairingCode = { code, url: pairingUrl(requestOrigin(c), code), expiresAt };
      return c.json(answer, 201);
    })
    .delete('/:id', (c) => {
      const id = c.req.param('id');
      if (id.length > 64) throw new ServiceError('not-found', MESSAGES.deviceNotFound);
      removeDevice(db, id);
      // A device that removes itself is unpaired here and now.
      if (id === c.get('device')?.id) clearDeviceCookie(c);
      return c.body(null, 204);
    });
}
