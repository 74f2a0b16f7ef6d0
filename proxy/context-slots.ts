/** A slot's release, as UsageLimits.startGeneration gives it. */
type Release = () => void;

/**
 * The generation slots one TTS socket holds: one per open context, which is what the service charges a key for
 * (a socket with no context costs nothing; five contexts on one socket are five generations). A context takes its
 * slot with its first message and gives it back when the service says it is done, when the client cancels it,
 * or when the socket ends. A context the service refused outright still holds its slot until then: a
 * simplification, bounded by the user's own limit.
 */
export class ContextSlots {
  private readonly held = new Map<string, Release>();

  constructor(private readonly take: () => Promise<Release | null>) {}

  /** Whether the context may go on: it is open already, or a slot was free for it. */
  async open(contextId: string): Promise<boolean> {
    if (this.held.has(contextId)) return true;
    const release = await this.take();
    if (!release) return false;
    this.held.set(contextId, release);
    return true;
  }

  end(contextId: string): void {
    this.held.get(contextId)?.();
    this.held.delete(contextId);
  }

  endAll(): void {
    for (const release of this.held.values()) release();
    this.held.clear();
  }
}

/** Service messages as small as a `done` are read; audio chunks (larger) pass unread. */
const MAX_READ_BYTES = 4096;

/** The context a service message ends (`{"type":"done","context_id":…}`), if it is one. */
export function endedContext(data: Buffer): string | undefined {
  if (data.length > MAX_READ_BYTES || !data.includes('"done"')) return undefined;
  try {
    const message = JSON.parse(data.toString()) as { type?: unknown; context_id?: unknown };
    return message.type === 'done' && typeof message.context_id === 'string' ? message.context_id : undefined;
  } catch {
    return undefined;
  }
}
