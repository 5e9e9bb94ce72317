/**
 * A small closed-loop HTTP load generator: N workers, each with its own keep-alive connection,
 * send a request, read the whole answer, and send the next. node:http rather than fetch: the
 * generator shares two cores with the server, and fetch's per-request cost would make the
 * client, not the server, the thing measured.
 */
import { Agent, request as httpRequest } from 'node:http';

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface Answer {
  status: number;
  body: string;
}

export interface LoadOptions {
  origin: string;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** The next request of a worker; `check` sees its answer and may throw to stop the run. */
  next: (worker: number) => Request;
  check?: (answer: Answer, request: Request, worker: number) => void;
}

export interface LoadResult {
  /** Answers completed inside the measured window. */
  count: number;
  seconds: number;
  perSecond: number;
}

export function send(agent: Agent, origin: string, req: Request): Promise<Answer> {
  const url = new URL(req.path, origin);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {};
    if (req.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = Buffer.byteLength(req.body);
    }
    const target = { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method: req.method, headers };
    const outgoing = httpRequest(target, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}

/** Runs the workers for warmup + duration and counts what completed after the warm-up. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;
  let count = 0;
  const worker = async (index: number) => {
    while (performance.now() < stopAt) {
      const req = options.next(index);
      const answer = await send(agent, options.origin, req);
      if (answer.status >= 300) throw new Error(`${req.method} ${req.path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      options.check?.(answer, req, index);
      const end = performance.now();
      if (end >= measureFrom && end < stopAt) count++;
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, (_, i) => worker(i)));
  } finally {
    agent.destroy();
  }
  const seconds = options.durationMs / 1000;
  return { count, seconds, perSecond: count / seconds };
}
