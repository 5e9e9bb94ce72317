// The browser benchmarks, printed as `BENCH <name> <value> <unit>` lines. They run the built app
// (`pnpm build` first) in Debian's Chromium. Figures, not assertions: goals are in the issue
// and the ADRs, never in the test suite.
import { startAppServer } from './app-server.mjs';
import { firstLoadJs } from './first-load.mjs';

const server = await startAppServer();
try {
  const load = await firstLoadJs(server.url);
  console.info(`BENCH first-load-js ${load.kB.toFixed(1)} kB`);
} finally {
  await server.stop();
}
