import { flacFrameHeader, flacHeaderFor, flacStreamInfo, type FlacStreamInfo } from './flac-frames';
import { id3v2Length, isXingFrame, mpegFrameHeader } from './mpeg-audio-frames';
import { oggCodec, oggPage } from './ogg-pages';

/**
 * Where a compressed file's (MP3, FLAC, Ogg Vorbis or Opus) audio lies, unit by unit (an MP3 or FLAC frame, an
 * Ogg page): enough to decode any stretch of it alone. A stretch is the `header` (what the decoder needs before
 * any unit: FLAC's STREAMINFO, Ogg's header pages, nothing for MP3) followed by whole units.
 */
export type CodedAudioIndex = {
  format: 'mp3' | 'flac' | 'vorbis' | 'opus';
  sampleRate: number;
  channels: number;
  header: Uint8Array;
  /** Each unit's first byte in the file. */
  offsets: number[];
  /** The stream position (samples) where each unit's audio ends; a unit that ends no packet repeats the last. */
  ends: number[];
  /** Where the last unit ends in the file. */
  fileEnd: number;
};

/** FLAC's longest frame header: a candidate this close to a piece's end waits for the next piece. */
const FLAC_HEADER_MAX = 16;

/**
 * Builds a CodedAudioIndex from the file's bytes pushed in order, in pieces of any size: only the headers are read,
 * nothing is decoded, and what is kept between pieces is one unit's worth of bytes. Throws on a file it cannot
 * find its way through.
 */
export class CodedAudioIndexer {
  private pending = new Uint8Array(0);
  /** The file offset of pending[0]. */
  private base = 0;
  private pos = 0;
  private readonly index: CodedAudioIndex;
  private started = false;
  private flac: FlacStreamInfo | null = null;
  private oggHeaderPackets = 0;
  private mpegSamples = 0;
  /** Where the last MP3 frame taken ends in the file. */
  private mpegEnd = -1;

  constructor(private readonly kind: 'mp3' | 'flac' | 'ogg') {
    this.index = {
      format: kind === 'ogg' ? 'vorbis' : kind,
      sampleRate: 0,
      channels: 0,
      header: new Uint8Array(0),
      offsets: [],
      ends: [],
      fileEnd: 0,
    };
  }

  push(bytes: Uint8Array): void {
    // What the scan has not passed yet; a scan may also have skipped past the bytes it had (a long tag).
    const rest = this.pending.subarray(Math.min(this.pos, this.pending.length));
    const skipped = Math.min(bytes.length, Math.max(0, this.pos - this.pending.length));
    this.base += this.pending.length - rest.length + skipped;
    this.pos -= this.pending.length - rest.length + skipped;
    const joined = new Uint8Array(rest.length + bytes.length - skipped);
    joined.set(rest);
    joined.set(bytes.subarray(skipped), rest.length);
    this.pending = joined;
    this.scan(false);
  }

  end(): CodedAudioIndex {
    this.scan(true);
    const { index } = this;
    if (index.offsets.length === 0) throw new Error(`no ${this.kind.toUpperCase()} audio found in the file`);
    return index;
  }

  private scan(final: boolean) {
    if (this.kind === 'mp3') this.scanMpeg(final);
    else if (this.kind === 'flac') this.scanFlac(final);
    else this.scanOgg(final);
  }

  private addUnit(offset: number, end: number) {
    this.index.offsets.push(offset);
    this.index.ends.push(end);
  }

  private scanMpeg(final: boolean) {
    const bytes = this.pending;
    if (!this.started) {
      if (bytes.length < 10 && !final) return;
      this.pos = id3v2Length(bytes);
      this.started = true;
    }
    while (bytes.length - this.pos >= 4) {
      const header = mpegFrameHeader(bytes, this.pos);
      const nextAt = this.pos + (header?.bytes ?? 0);
      if (header && nextAt + 4 > bytes.length && !final) return;
      // A frame counts when it goes on from the frame before, or another follows it (or a trailing tag, or the file's
      // end): a stray sync pattern in junk does not.
      const followed =
        (this.mpegEnd === this.base + this.pos && header?.sampleRate === this.index.sampleRate) ||
        nextAt >= bytes.length ||
        !!mpegFrameHeader(bytes, nextAt) ||
        String.fromCharCode(...bytes.subarray(nextAt, nextAt + 3)) === 'TAG';
      if (!header || !followed) {
        this.pos++;
        continue;
      }
      if (this.index.sampleRate === 0) {
        this.index.sampleRate = header.sampleRate;
        this.index.channels = header.channels;
        this.mpegSamples = header.samples;
        if (isXingFrame(bytes, this.pos, header)) {
          this.pos = nextAt;
          this.mpegEnd = this.base + nextAt;
          continue;
        }
      }
      this.addUnit(this.base + this.pos, (this.index.offsets.length + 1) * this.mpegSamples);
      this.pos = nextAt;
      this.mpegEnd = this.base + nextAt;
      this.index.fileEnd = this.base + Math.min(nextAt, bytes.length);
    }
  }

  private scanFlac(final: boolean) {
    const bytes = this.pending;
    if (!this.flac) {
      const info = flacStreamInfo(bytes);
      if (!info) {
        if (final) throw new Error('the FLAC metadata runs past the end of the file');
        return;
      }
      this.flac = info;
      this.index.sampleRate = info.sampleRate;
      this.index.channels = info.channels;
      this.index.header = flacHeaderFor(info);
      this.pos = info.audioStart;
    }
    let expected = this.index.ends.at(-1) ?? 0;
    const stop = final ? bytes.length : bytes.length - FLAC_HEADER_MAX;
    for (; this.pos < stop; this.pos++) {
      if (bytes[this.pos] !== 0xff) continue;
      const frame = flacFrameHeader(bytes, this.pos, this.flac);
      if (!frame || frame.firstSample !== expected) continue;
      this.addUnit(this.base + this.pos, frame.firstSample + frame.samples);
      expected = frame.firstSample + frame.samples;
    }
    this.index.fileEnd = this.base + bytes.length;
  }

  private scanOgg(final: boolean) {
    const bytes = this.pending;
    for (;;) {
      const page = oggPage(bytes, this.pos);
      if (!page || this.pos + page.bytes > bytes.length) {
        const isPage = bytes[this.pos] === 0x4f && bytes[this.pos + 1] === 0x67 && bytes[this.pos + 2] === 0x67;
        if (!final && (isPage || this.pos + 4 > bytes.length)) return;
        if (this.pos >= bytes.length) return;
        this.pos++;
        continue;
      }
      if (!this.started) {
        const codec = oggCodec(bytes, this.pos);
        this.index.format = codec.codec;
        this.index.sampleRate = codec.sampleRate;
        this.index.channels = codec.channels;
        this.oggHeaderPackets = codec.headerPackets;
        this.started = true;
      }
      if (this.oggHeaderPackets > 0) {
        // The header pages: kept whole, to go before any stretch of audio pages.
        const header = new Uint8Array(this.index.header.length + page.bytes);
        header.set(this.index.header);
        header.set(bytes.subarray(this.pos, this.pos + page.bytes), this.index.header.length);
        this.index.header = header;
        this.oggHeaderPackets -= page.packetsEnded;
      } else {
        this.addUnit(this.base + this.pos, page.granule >= 0 ? page.granule : (this.index.ends.at(-1) ?? 0));
      }
      this.pos += page.bytes;
      this.index.fileEnd = this.base + this.pos;
    }
  }
}
