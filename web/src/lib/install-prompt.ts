/**
 * The browser's own install prompt (Chromium's beforeinstallprompt), captured as early as the
 * app starts so the Settings screen can offer an Install button whenever it opens, and whether
 * the app already runs installed.
 */
import { create } from 'zustand';
import { askToKeepStorage } from './storage-durability';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  prompt: InstallPromptEvent | null;
  installed: boolean;
}

const runsInstalled = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true);

export const useInstallStore = create<InstallState>(() => ({ prompt: null, installed: runsInstalled() }));

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the Install button instead of the browser's own mini-infobar.
    event.preventDefault();
    useInstallStore.setState({ prompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    useInstallStore.setState({ prompt: null, installed: true });
    // Chromium keeps the data of an installed app; a browser that said no may now say yes.
    void askToKeepStorage();
  });
}

/** Shows the browser's install prompt; answers whether the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = useInstallStore.getState().prompt;
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  useInstallStore.setState({ prompt: null, installed: outcome === 'accepted' });
  return outcome === 'accepted';
}
