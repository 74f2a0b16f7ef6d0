/**
 * Signed 16-bit little-endian PCM that arrives in pieces of any length (a socket's frames): each piece gives the
 * whole samples it completes, and an odd trailing byte waits for the next piece instead of being lost or misread.
 */
export class S16leStreamReader {
  private carry: number | null = null;

  /** The samples `bytes` completes, together with a byte carried from the previous piece. */
  read(bytes: Uint8Array): Int16Array {
    const carried = this.carry === null ? 0 : 1;
    const samples = new Int16Array((bytes.length + carried) >> 1);
    let index = 0;
    let written = 0;
    if (this.carry !== null && bytes.length > 0) {
      samples[written++] = (bytes[0]! << 8) | this.carry;
      this.carry = null;
      index = 1;
    }
    // An Int16Array stores the low 16 bits as a signed value: the sign needs no arithmetic of its own.
    for (; index + 1 < bytes.length; index += 2) samples[written++] = (bytes[index + 1]! << 8) | bytes[index]!;
    if (index < bytes.length) this.carry = bytes[index]!;
    return samples;
  }
}
