import type { FastifyReply } from 'fastify';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';

/** Answers up to this size are gathered and sent in one write; larger or unknown ones stream. */
const WHOLE_BELOW = 64 * 1024;
/** What a streamed answer may hold before the upstream socket pauses: a few of its reads, so it does not pause after each. */
const STREAM_BUFFER = 256 * 1024;

export type RelayOptions = {
  /** The upstream's response headers as the client may see them. */
  headersFor: (headers: IncomingHttpHeaders) => OutgoingHttpHeaders;
  /** The answer when no response came (unreachable, timed out); `reply` is still unsent. */
  onFailure: (reply: FastifyReply, error: Error) => void;
};

/**
 * An undici dispatch handler that writes one upstream response into a Fastify reply, without undici's own
 * body stream and promise per request: a small answer with a known length is gathered (one write to the
 * client); anything else streams with backpressure (the upstream socket pauses while the client is slow). A
 * client that leaves aborts the upstream call, so no gateway work continues for nobody.
 */
export class ReplyRelay implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private chunks: Buffer[] | undefined;
  private stream: Readable | undefined;
  private done = false;

  constructor(
    private readonly reply: FastifyReply,
    private readonly options: RelayOptions,
  ) {
    reply.raw.once('close', this.leave);
  }

  private readonly leave = () => {
    if (!this.done) this.controller?.abort(new Error('client left'));
  };

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.reply.raw.destroyed) controller.abort(new Error('client left'));
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    this.reply.code(statusCode).headers(this.options.headersFor(headers));
    const length = Number(headers['content-length']);
    if (length < WHOLE_BELOW || this.reply.request.method === 'HEAD') {
      this.chunks = [];
      return;
    }
    this.stream = new Readable({ highWaterMark: STREAM_BUFFER, read: () => controller.resume() });
    void this.reply.send(this.stream);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.chunks) this.chunks.push(chunk);
    else if (!this.stream!.push(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    this.finish();
    if (this.stream) return void this.stream.push(null);
    const chunks = this.chunks!;
    void this.reply.send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.finish();
    if (this.stream) this.stream.destroy(error);
    else if (!this.reply.raw.destroyed) this.options.onFailure(this.reply, error);
  }

  private finish(): void {
    this.done = true;
    this.reply.raw.off('close', this.leave);
  }
}
