/**
 * The granule position of the Ogg pages read so far: for Vorbis and FLAC in Ogg, the number of samples per
 * channel up to the end of the last packet that ends on the page. The Ogg Vorbis specification makes the last
 * page's granule the end of the stream (a decoder trims what it decodes beyond it), so a Vorbis setup header
 * that lies about its block sizes cannot stretch a 1 s file to 6 s: the samples past the pages' granule are not
 * audio the file holds. Reads only page headers, across chunk boundaries, in constant memory.
 */
export class OggGranule {
  /** The highest granule position seen; -1 until a page with one. */
  position = -1;
  private header = new Uint8Array(27 + 255);
  private headerBytes = 0;
  /** Bytes of the current page's body still to pass before the next header. */
  private skip = 0;

  push(chunk: Uint8Array): void {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.skip > 0) {
        const passed = Math.min(this.skip, chunk.length - offset);
        this.skip -= passed;
        offset += passed;
        continue;
      }
      const wanted = this.headerBytes < 27 ? 27 : 27 + this.header[26]!;
      const take = Math.min(wanted - this.headerBytes, chunk.length - offset);
      this.header.set(chunk.subarray(offset, offset + take), this.headerBytes);
      this.headerBytes += take;
      offset += take;
      if (this.headerBytes < wanted) continue;
      if (this.headerBytes === 27 && this.header[26]! > 0) continue;
      this.finishHeader();
    }
  }

  private finishHeader(): void {
    const view = new DataView(this.header.buffer);
    // "OggS"; anything else means the stream is not where a page should start: stop reading granules.
    if (view.getUint32(0) !== 0x4f676753) {
      this.skip = Number.POSITIVE_INFINITY;
      return;
    }
    const granule = view.getBigInt64(6, true);
    // -1: no packet ends on this page.
    if (granule >= 0n) this.position = Math.max(this.position, Number(granule));
    const segments = this.header[26]!;
    let body = 0;
    for (let i = 0; i < segments; i++) body += this.header[27 + i]!;
    this.skip = body;
    this.headerBytes = 0;
  }
}
