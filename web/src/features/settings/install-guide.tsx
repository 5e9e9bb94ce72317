import { CircleCheck, Download, Smartphone } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { promptInstall, useInstallStore } from '../../lib/install-prompt';

const BENEFITS = ['Launch it from your home screen', 'Full screen, without the browser around it', 'Works offline with your data on the phone', 'Faster loading'];

/** How to put Ninety on a home screen, with the browser's own Install button where it offers one. */
export function InstallGuide() {
  const canPrompt = useInstallStore((state) => state.prompt !== null);
  const installed = useInstallStore((state) => state.installed);
  return (
    <Card title="Install Ninety" titleId="install" className="install-guide">
      {installed ? (
        <p className="settings-note settings-note--good" data-testid="installed">
          <CircleCheck size={16} aria-hidden="true" /> Ninety is installed on this device: open it from your home screen.
        </p>
      ) : (
        canPrompt && (
          <button type="button" className="button button--primary" onClick={() => void promptInstall()}>
            <Download size={16} aria-hidden="true" /> Install
          </button>
        )
      )}
      <div className="install-guide__platforms">
        <section aria-labelledby="install-iphone">
          <h3 id="install-iphone" className="install-guide__platform">
            <Smartphone size={16} aria-hidden="true" /> iPhone
          </h3>
          <ol>
            <li>Open Ninety in Safari.</li>
            <li>Tap Share.</li>
            <li>Tap Add to Home Screen.</li>
            <li>Tap Add.</li>
          </ol>
        </section>
        <section aria-labelledby="install-android">
          <h3 id="install-android" className="install-guide__platform">
            <Smartphone size={16} aria-hidden="true" /> Android
          </h3>
          <ol>
            <li>Open Ninety in Chrome.</li>
            <li>Tap the menu (⋮).</li>
            <li>Tap Install app or Add to Home Screen.</li>
            <li>Tap Install.</li>
          </ol>
        </section>
      </div>
      <h3 className="install-guide__platform">Why install</h3>
      <ul className="install-guide__benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <CircleCheck size={14} aria-hidden="true" /> {benefit}
          </li>
        ))}
      </ul>
    </Card>
  );
}
