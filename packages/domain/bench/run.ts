/**
 * Benchmarks of the domain rules. Each prints `BENCH <name> <value> <unit>` lines.
 *
 * deriveStats runs on every screen render, so it is timed on five years of daily use and on
 * ten times that: the median of several runs after warm-up, each run on a fresh deep copy of
 * the records (a structured clone, as a Dexie read gives), so nothing the engine cached about
 * the previous run's strings and objects makes a run look faster than a render would be.
 * Two young-generation collections after each copy, outside the timing, move the copy to the
 * old generation, where records a screen keeps between renders live; otherwise copying the
 * just-made 50-year copy (tens of ms) lands in whichever run happens to fill the young
 * generation. Each run still pays for its own garbage.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { deriveStats } from '../src/index';
import { generateBenchData, shuffledBenchData, type BenchData } from './generate';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;
const settleHeap = () => {
  gc({ type: 'minor' });
  gc({ type: 'minor' });
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function timeDeriveStats(data: BenchData, warmups: number, runs: number): { median: number; first: number } {
  const times: number[] = [];
  let first = Number.NaN;
  for (let i = 0; i < warmups + runs; i += 1) {
    const records = structuredClone(data.records);
    settleHeap();
    const start = performance.now();
    deriveStats(records, data.settings, data.now);
    const elapsed = performance.now() - start;
    if (i === 0) first = elapsed;
    if (i >= warmups) times.push(elapsed);
  }
  return { median: median(times), first };
}

function describe(data: BenchData): string {
  const { waterLogs, tasks, quests, weights } = data.records;
  return `${waterLogs.length} water logs, ${tasks.length} tasks, ${quests.length} quests, ${weights.length} weights`;
}

const fiveYears = generateBenchData(5, 90);
const fiftyYears = generateBenchData(50, 90);
const small = timeDeriveStats(fiveYears, 10, 31);
const large = timeDeriveStats(fiftyYears, 4, 21);
const shuffled = timeDeriveStats(shuffledBenchData(fiveYears, 7), 10, 31);

console.info(`derive-stats-5y: ${describe(fiveYears)}; first (cold) run ${small.first.toFixed(2)} ms`);
console.info(`derive-stats-50y: ${describe(fiftyYears)}; first (cold) run ${large.first.toFixed(2)} ms`);
console.info(`derive-stats-5y with every list shuffled (no storage order): ${shuffled.median.toFixed(2)} ms`);
console.info(`derive-stats 50y / 5y: ${(large.median / small.median).toFixed(2)}x the time for 10x the records`);
console.info(`BENCH derive-stats-5y ${small.median.toFixed(2)} ms`);
console.info(`BENCH derive-stats-50y ${large.median.toFixed(2)} ms`);
