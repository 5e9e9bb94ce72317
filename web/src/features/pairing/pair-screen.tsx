import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { Link2 } from 'lucide-react';
import { MESSAGES, PairFormSchema } from '@ninety/api';
import { BusyButton } from '../../components/ui/busy-button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { LoadingText } from '../../components/ui/loading-text';
import { ScreenHeader } from '../../components/ui/screen-header';
import { runAction } from '../../lib/run-action';
import { useZodForm } from '../../lib/use-zod-form';
import { syncStatusStore } from '../../sync/status-store';
import { defaultDeviceName } from './device-name';
import { DEVICE_PAIRED, pairDevice } from './pair-device';

/** Codes this page is already spending, so a re-render never sends one twice. */
const spending = new Set<string>();

/**
 * /pair: pairs this device with the server. Opened from a pairing link (`/pair#<code>`), it
 * pairs at once and goes to Home; otherwise it says where a link comes from and takes one
 * pasted. Until then everything is kept here, and it all syncs once the device is paired.
 */
export default function PairScreen() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const access = useStore(syncStatusStore, (state) => state.access);
  const [linked, setLinked] = useState(() => hash.length > 1);
  const name = defaultDeviceName(navigator.userAgent);

  const pair = async (code: string, deviceName: string) => {
    const result = await runAction(() => pairDevice(code, deviceName), { success: DEVICE_PAIRED, fallback: MESSAGES.devicesNeedConnection });
    if (result.ok) navigate('/', { replace: true });
    return result.ok;
  };

  useEffect(() => {
    const code = decodeURIComponent(hash.slice(1));
    if (!code || spending.has(code)) return;
    spending.add(code);
    // The code leaves the address bar (and the history) before anything else.
    navigate('/pair', { replace: true });
    void pair(code, name).then((ok) => ok || setLinked(false));
    // Once per link opened; `pair` and `name` are the same for its lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);

  const form = useZodForm({
    schema: PairFormSchema,
    initial: { link: '', name },
    onSubmit: (values) => pair(values.link, values.name),
  });

  return (
    <div className="screen pair-screen">
      <ScreenHeader title="Pair This Device" subtitle="Sync with your Ninety server" />
      {linked ? (
        <LoadingText>Pairing...</LoadingText>
      ) : (
        <Card title="Pairing link" titleId="pairing-link">
          {access === 'removed' && (
            <p className="pair-screen__notice" role="status">
              This device was removed from the server. Pair it again to sync what it holds.
            </p>
          )}
          <p>
            Open the pairing link the server printed when it started (<code>pnpm pair</code> prints another), or on a
            paired device open Settings, Devices, Pair another device. Until then everything you do is kept on this device,
            and it all syncs once the device is paired.
          </p>
          <form className="form" onSubmit={form.handleSubmit} noValidate>
            <FormField
              id="pair-link"
              label="Pairing link or code"
              value={form.draft.link}
              error={form.errors.link}
              inputProps={{ autoComplete: 'off', spellCheck: false, inputMode: 'url' }}
              onChange={(value) => form.setField('link', value)}
            />
            <FormField id="pair-name" label="Device name" value={form.draft.name} error={form.errors.name} onChange={(value) => form.setField('name', value)} />
            <BusyButton type="submit" className="button button--primary" busy={form.pending}>
              <Link2 size={16} aria-hidden="true" />
              {form.pending ? 'Pairing...' : 'Pair'}
            </BusyButton>
          </form>
        </Card>
      )}
    </div>
  );
}
