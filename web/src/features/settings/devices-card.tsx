import { useCallback, useEffect, useState } from 'react';
import { Copy, Link2, RotateCw, Smartphone, Trash2 } from 'lucide-react';
import type { DeviceList, PairingCode } from '@ninety/api';
import { Badge } from '../../components/ui/badge';
import { BusyButton } from '../../components/ui/busy-button';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { LoadingText } from '../../components/ui/loading-text';
import type { KeptDeviceList } from '../../db/device-list';
import { formatDate, formatTime12h, formatWhen } from '../../lib/format';
import { runAction, useAction } from '../../lib/run-action';
import { useFocusKeptInList } from '../../lib/use-focus-kept-in-list';
import { fetchDevices, makePairingCode, removeDevice } from '../../sync/devices-client';
import { pairingQrCode } from './pairing-qr-code';

type Listed = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; list: DeviceList };

interface Invitation extends PairingCode {
  /** The link as a QR code (an SVG data address), for a phone's camera. */
  qrCode: string;
}

/**
 * Settings' Devices card (rules.md, "Owner and devices"): the devices paired with the server,
 * a one-time link (and QR code) to pair another, and Remove, once confirmed. The list is the server's:
 * the one it last gave is drawn at once (and without a connection, with its age) while the card
 * asks again. Nothing here goes through the outbox.
 */
export function DevicesCard({ timeZone, kept }: { timeZone: string; kept: KeptDeviceList | null }) {
  const [listed, setListed] = useState<Listed>({ state: 'loading' });
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  // A removal asked for, waiting for the user to confirm it: one tap must not unpair a phone.
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  // Each new value reads the list again: at first, after a removal, when the connection returns.
  const [reads, setReads] = useState(0);
  // A read under way, so Try Again says it is trying: a second failure reads the same as the first.
  const [asking, setAsking] = useState(true);
  const load = useCallback(() => {
    setAsking(true);
    setReads((n) => n + 1);
  }, []);
  // A device removed leaves the list: the next one takes the focus its Remove had.
  const deviceList = useFocusKeptInList<HTMLUListElement>();
  useEffect(() => {
    let current = true;
    void fetchDevices()
      .then(
        (list) => current && setListed({ state: 'ready', list }),
        (error: unknown) => current && setListed({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => current && setAsking(false));
    return () => {
      current = false;
    };
  }, [reads]);
  useEffect(() => {
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, [load]);

  const invite = useAction(
    async () => {
      const code = await makePairingCode();
      setInvitation({ ...code, qrCode: await pairingQrCode(code.url) });
    },
    { fallback: 'Failed to make a pairing link' },
  );

  async function remove(id: string, name: string) {
    setRemoving(null);
    const removed = await runAction(() => removeDevice(id), { success: { title: 'Device Removed', description: `${name} can no longer sync.` }, fallback: 'Failed to remove the device' });
    if (removed.ok) load();
  }

  async function copy(url: string) {
    await runAction(() => navigator.clipboard.writeText(url), { success: { title: 'Link Copied' }, fallback: 'Failed to copy the link' });
  }

  const now = new Date().toISOString();
  // The server's answer to this opening, else the one it gave last time.
  const list = listed.state === 'ready' ? listed.list : kept?.list;
  return (
    <Card title="Devices" titleId="devices" className="devices-card">
      {listed.state === 'loading' && !list && <LoadingText>Loading devices...</LoadingText>}
      {listed.state === 'failed' && (
        // With a list kept, the card still shows the devices, only older: a quiet note of why it
        // cannot change, not an alert. Without one, nothing is shown, and the alert says why.
        <div className={kept ? 'devices-card__problem devices-card__problem--kept' : 'devices-card__problem'} role={kept ? 'status' : 'alert'}>
          <p>{listed.message}</p>
          {kept && <p>Last updated {formatWhen(kept.readAt, timeZone, now)}</p>}
          <BusyButton type="button" className="button" onClick={load} busy={asking}>
            <RotateCw size={16} aria-hidden="true" /> {asking ? 'Trying again...' : 'Try Again'}
          </BusyButton>
        </div>
      )}
      {list && !list.pairingRequired && (
        <p className="settings-note">Pairing is off on this server (AUTH=off): every device that reaches it is trusted.</p>
      )}
      {list && list.devices.length > 0 && (
        <ul className="devices-card__list" aria-label="Paired devices" ref={deviceList}>
          {list.devices.map((device) => (
            <li key={device.id} className="devices-card__device" tabIndex={-1}>
              <Smartphone size={20} aria-hidden="true" />
              <div className="devices-card__text">
                <p className="devices-card__name">
                  {device.name} {device.current && <Badge tone="accent">This device</Badge>}
                </p>
                <p className="devices-card__when">
                  Paired {formatDate(device.pairedAt, timeZone)} · Last seen {formatWhen(device.lastSeenAt, timeZone, now)}
                </p>
              </div>
              {!device.current && (
                <button type="button" className="button" aria-label={`Remove ${device.name}`} onClick={() => setRemoving({ id: device.id, name: device.name })}>
                  <Trash2 size={16} aria-hidden="true" /> Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <BusyButton type="button" className="button button--primary" onClick={() => void invite.run()} busy={invite.pending}>
        <Link2 size={16} aria-hidden="true" />
        {invite.pending ? 'Making a link...' : 'Pair another device'}
      </BusyButton>
      <Dialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? 'this device'}?`}
        description="It stops syncing at once. What it holds stays on it, and reaches the server if it is paired again."
        onClose={() => setRemoving(null)}
      >
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => setRemoving(null)}>
            Cancel
          </button>
          <button type="button" className="button button--danger" onClick={() => removing && void remove(removing.id, removing.name)}>
            Remove Device
          </button>
        </div>
      </Dialog>
      {invitation && (
        <div className="devices-card__invitation" role="region" aria-label="Pairing link">
          <img className="devices-card__qr" src={invitation.qrCode} alt="QR code of the pairing link" width={180} height={180} />
          <p>
            Open this link on the other device, or point its camera at the code. It pairs one device, until{' '}
            {formatTime12h(invitation.expiresAt, timeZone)}.
          </p>
          <div className="devices-card__link">
            <input className="input" readOnly value={invitation.url} aria-label="Pairing link" onFocus={(event) => event.target.select()} />
            <button type="button" className="button" onClick={() => void copy(invitation.url)}>
              <Copy size={16} aria-hidden="true" /> Copy
            </button>
          </div>
        </div>
      )}
    </Card>
  );
}
