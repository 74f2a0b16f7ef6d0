import type WebSocket from 'ws';

/** TTS sockets one user may hold open at once: a studio tab uses one; sixteen leave room for many tabs and devices. */
export const MAX_TTS_SOCKETS_PER_USER = 16;

/**
 * The TTS relay's open sockets, by user and by the gateway session they were opened with. Each relayed socket holds
 * an upstream socket and buffers, so one user may hold only so many; and a sign-out closes the sockets its session
 * opened (1008, "signed out"), so a socket does not outlive the session that was checked when it opened. A socket
 * opened with an API key has no session and lasts until it closes.
 */
export class OpenSockets {
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly bySession = new Map<string, Set<WebSocket>>();

  constructor(private readonly perUser = MAX_TTS_SOCKETS_PER_USER) {}

  /** Whether `user` holds as many sockets as allowed. */
  full(user: string): boolean {
    return (this.byUser.get(user)?.size ?? 0) >= this.perUser;
  }

  /**
   * Counts `socket` for `user` and `session` until it closes; false (not counted) when the user is already full,
   * which the handshake's check misses only for sockets opening at the same moment.
   */
  add(user: string, session: string | undefined, socket: WebSocket): boolean {
    if (this.full(user)) return false;
    const held: Array<[Map<string, Set<WebSocket>>, string]> = [[this.byUser, user]];
    if (session) held.push([this.bySession, session]);
    for (const [map, key] of held) setIn(map, key).add(socket);
    socket.once('close', () => {
      for (const [map, key] of held) {
        const set = map.get(key);
        set?.delete(socket);
        if (set?.size === 0) map.delete(key);
      }
    });
    return true;
  }

  /** The session ended: its sockets close. */
  closeSession(session: string): void {
    for (const socket of this.bySession.get(session) ?? []) socket.close(1008, 'signed out');
  }
}

function setIn(map: Map<string, Set<WebSocket>>, key: string): Set<WebSocket> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}
