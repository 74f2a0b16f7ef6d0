import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';

/** Answers up to this size are gathered and sent in one write; larger or unknown ones stream. */
const WHOLE_BELOW = 64 * 1024;
/**
 * What a streamed answer may hold in the client's socket before the upstream pauses: a few of its reads, so it
 * does not pause after each (the socket's own mark is 16 KB), yet a slow client holds at most this much.
 */
const STREAM_BUFFER = 256 * 1024;

type RelayOptions = {
  /** The upstream's response headers as the client gets them, a flat `[name, value, …]` list. */
  headersFor: (headers: IncomingHttpHeaders) => Array<string | string[]>;
  /** The answer when no response came (unreachable, timed out); the response is still unsent. */
  onFailure: (error: Error) => void;
};

/**
 * An undici dispatch handler that writes one upstream response straight onto Node's ServerResponse, with no
 * body stream, promise or framework reply per request: a small answer with a known length is gathered and
 * written with its headers in one go; anything else streams with backpressure (the upstream socket pauses while
 * the client is slow). `clientLeft()` (the response closed early) aborts the upstream call, so no gateway work
 * continues for nobody.
 */
export class ReplyRelay implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private status = 0;
  private headers: Array<string | string[]> = [];
  private chunks: Buffer[] | undefined;
  private paused = false;
  private done = false;

  constructor(
    private readonly response: ServerResponse,
    private readonly head: boolean,
    private readonly options: RelayOptions,
  ) {}

  clientLeft(): void {
    if (!this.done) this.controller?.abort(new Error('client left'));
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.response.destroyed) controller.abort(new Error('client left'));
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    const list = this.options.headersFor(headers);
    if (this.head || Number(headers['content-length']) < WHOLE_BELOW) {
      [this.status, this.headers, this.chunks] = [statusCode, list, []];
      return;
    }
    this.response.writeHead(statusCode, list);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.chunks) return void this.chunks.push(chunk);
    // write() is false past the socket's small mark, and 'drain' then follows; pause only once the backlog is large.
    if (!this.response.write(chunk) && !this.paused && this.response.writableLength >= STREAM_BUFFER) {
      this.paused = true;
      controller.pause();
      this.response.once('drain', this.drained);
    }
  }

  private readonly drained = () => {
    this.paused = false;
    this.controller?.resume();
  };

  onResponseEnd(): void {
    this.done = true;
    const { chunks } = this;
    if (!chunks) return void this.response.end();
    this.response.writeHead(this.status, this.headers);
    this.response.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.done = true;
    if (this.response.headersSent) this.response.destroy(error);
    else if (!this.response.destroyed) this.options.onFailure(error);
  }
}
