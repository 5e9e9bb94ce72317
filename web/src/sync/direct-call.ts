/**
 * A call to the server outside the outbox: pairing, the devices, payments and reminders need the
 * server now, or are about this browser rather than the records. Each caller turns a refusal
 * into what its screen says.
 */
import { messageOf } from './api-client';

/** The server answered with a status that is not ok: the status, and its message. */
export class ServerRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A same-origin request that no cache answers. Without a connection it fails with
 * `offlineMessage` when one is given (the browser's "Failed to fetch" tells a user nothing),
 * and a status that is not ok is a ServerRefusal with the server's `{message}`.
 */
export async function callServer(url: string, init: RequestInit = {}, offlineMessage?: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', cache: 'no-store', ...init });
  } catch (error) {
    throw offlineMessage === undefined ? error : new Error(offlineMessage);
  }
  if (response.ok) return response;
  throw new ServerRefusal(response.status, await messageOf(response));
}

/** A request carrying `body` as JSON. */
export const jsonRequest = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});
