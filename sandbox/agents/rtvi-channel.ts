import {
  CLIENT_MESSAGE_TYPES,
  ClientToAgent,
  RTVI_LABEL,
  RtviEnvelope,
  type AgentMessageDataOf,
  type AgentMessageType,
} from '../../contract/agents/rtvi';
import { parseBoundedJson } from '../../server-common/bounded-json';
import { decodeFrame, encodeAudioFrame, encodeMessageFrame } from './protobuf-frames';

/** What the session needs from its socket: binary frames out, close. */
export type AgentSocket = {
  send: (data: Buffer) => void;
  close: (code?: number, reason?: string) => void;
  isOpen: () => boolean;
};

/** How much of an unknown type a refusal repeats: the refusal must not be as large as a megabyte of type name. */
const MAX_ECHOED_TYPE = 64;

/** One incoming frame, read: microphone audio, a client message, or one the agent must refuse. */
export type Incoming =
  | { kind: 'audio'; pcm: Uint8Array }
  | { kind: 'message'; message: ClientToAgent }
  | { kind: 'refused'; id: string | undefined; error: string }
  | { kind: 'ignored' };

/**
 * The protocol side of an agent: protobuf frames in and out, RTVI messages checked against the contract's
 * schemas on the way in and typed on the way out. Frames without the RTVI label, or that are not JSON, are
 * dropped as the client itself drops them; a labelled message of an unknown type or with bad data is refused
 * with an error-response, as pipecat does. Bytes that are not a frame, or JSON nested deeper than MAX_JSON_DEPTH,
 * throw UndecodableFrame: the socket's guard closes it.
 */
export class RtviChannel {
  constructor(
    private readonly socket: AgentSocket,
    /** Called on every frame either way, so the idle limit counts activity in both directions. */
    private readonly onActivity: () => void,
  ) {}

  read(bytes: Uint8Array): Incoming {
    this.onActivity();
    const frame = decodeFrame(bytes);
    if (frame.kind === 'audio') return { kind: 'audio', pcm: frame.audio };
    if (frame.kind !== 'message') return { kind: 'ignored' };
    let json: unknown;
    try {
      json = parseBoundedJson(frame.data);
    } catch (error) {
      if (error instanceof SyntaxError) return { kind: 'ignored' };
      throw error;
    }
    const envelope = RtviEnvelope.safeParse(json);
    if (!envelope.success) return { kind: 'ignored' };
    const message = ClientToAgent.safeParse(json);
    if (message.success) return { kind: 'message', message: message.data };
    const known = (CLIENT_MESSAGE_TYPES as string[]).includes(envelope.data.type);
    const error = known
      ? `Invalid ${envelope.data.type}: ${message.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`
      : `Unsupported type ${envelope.data.type.slice(0, MAX_ECHOED_TYPE)}`;
    return { kind: 'refused', id: envelope.data.id, error };
  }

  send<T extends AgentMessageType>(
    type: T,
    ...[data, id]: AgentMessageDataOf<T> extends undefined
      ? [data?: undefined, id?: string]
      : [data: AgentMessageDataOf<T>, id?: string]
  ): void {
    if (!this.socket.isOpen()) return;
    this.onActivity();
    this.socket.send(
      encodeMessageFrame(
        JSON.stringify({ label: RTVI_LABEL, type, ...(id ? { id } : {}), ...(data === undefined ? {} : { data }) }),
      ),
    );
  }

  /** s16le mono audio for the client's player. */
  sendAudio(pcm: Uint8Array, sampleRate: number): void {
    if (this.socket.isOpen()) this.socket.send(encodeAudioFrame(pcm, sampleRate));
  }

  get isOpen(): boolean {
    return this.socket.isOpen();
  }

  close(reason: string): void {
    if (this.socket.isOpen()) this.socket.close(1000, reason);
  }
}
