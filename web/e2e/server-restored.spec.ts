/**
 * The server restored from a backup (ADR 7): what the phone logged after the backup was taken,
 * long acknowledged and with nothing waiting on the phone, comes back from the phone. Before, a
 * phone with nothing queued never pushed, so never heard of the gap, and the restored server's
 * snapshot replaced its logs: lost on both sides.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test, expect, serverRows, waitForSynced } from './fixtures';

/** `pnpm backup` or `pnpm restore FILE`, as the operator runs them on the server's data. */
function operator(command: 'backup' | 'restore', dataDir: string, ...args: string[]): string {
  const cli = fileURLToPath(new URL(`../../sync-server/dist/cli/${command}.js`, import.meta.url));
  return execFileSync(process.execPath, [cli, ...args], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
}

// The restored server answers the phone's pull 409 (the gap it is to resend from), an answer
// Chromium logs as a failed load.
test.use({ expectedConsoleErrors: [/status of 409/] });

const serverAmounts = async (request: Parameters<typeof serverRows>[0]) =>
  (await serverRows<{ amount: number }>(request, 'waterLogs')).map((log) => log.amount).sort((a, b) => a - b);

test('a server restored from a backup gets back what the phone logged since, though nothing waits on the phone', async ({ page, request, server }) => {
  await page.goto('/water');
  await page.getByRole('button', { name: 'Add 16 oz' }).click();
  await expect.poll(() => serverAmounts(request)).toEqual([16]);
  const backup = /Backup written to (.+)$/m.exec(operator('backup', server.dataDir))![1]!;
  await page.getByRole('button', { name: 'Add 8 oz' }).click();
  await expect.poll(() => serverAmounts(request)).toEqual([8, 16]);
  await waitForSynced(page);

  // The app is closed (open, it would sync as soon as the server is back). The server's disk is
  // lost and the backup put back: the 8 oz is gone from it.
  await page.goto('about:blank');
  await server.stop();
  operator('restore', server.dataDir, backup);
  await server.restart();
  expect(await serverAmounts(request)).toEqual([16]);

  // The phone opens the app again, with nothing waiting to be sent.
  await page.goto('/water');
  await waitForSynced(page);
  await expect.poll(() => serverAmounts(request)).toEqual([8, 16]);
  await expect(page.getByTestId('water-total')).toHaveText('24');
  await page.waitForTimeout(1000);
  expect(await serverAmounts(request)).toEqual([8, 16]);
});
