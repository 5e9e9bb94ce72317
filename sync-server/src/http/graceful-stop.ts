/**
 * A stop that waits for the requests under way, never for the clients. Node's `server.close()`
 * ends only the connections idle between two requests at that moment: one opened and not yet
 * used (a browser opens them ahead of need) stayed open, and so did one whose request was under
 * way, kept alive after its answer for IDLE_CONNECTION_MS (keep-alive.ts). Either held a
 * SIGTERM for minutes, past the 90 s after which systemd kills (docs/deploy.md), and held a
 * test's server on stop for as long.
 *
 * So on stop: a connection with no request under way is ended at once; one with a request is
 * ended after its answer; whatever is still open after `graceMs` is cut. A push or pull cut short
 * is sent again by the device and applies once (ADR 1).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface GracefulStop {
  /** Stops listening and ends every connection as above; resolves once all are closed. */
  stop(): Promise<void>;
}

/** Watches `server`'s connections from now on (call it before the first connection). */
export function gracefulStop(server: Server, graceMs: number): GracefulStop {
  const requestsUnderWay = new Map<Socket, number>();
  let stopping = false;

  server.on('connection', (socket: Socket) => {
    requestsUnderWay.set(socket, 0);
    socket.once('close', () => requestsUnderWay.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    requestsUnderWay.set(socket, (requestsUnderWay.get(socket) ?? 0) + 1);
    // 'close' comes once the answer is sent, or the client went away before it.
    response.once('close', () => {
      const before = requestsUnderWay.get(socket);
      // The connection closed first (the client went away): nothing left to count or end.
      if (before === undefined) return;
      requestsUnderWay.set(socket, before - 1);
      if (stopping && before === 1) socket.end();
    });
  });

  return {
    stop() {
      stopping = true;
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Nothing is under way on these: nothing to send, nothing to wait for.
        for (const [socket, requests] of requestsUnderWay) if (requests === 0) socket.destroy();
        setTimeout(() => server.closeAllConnections(), graceMs).unref();
      });
    },
  };
}
