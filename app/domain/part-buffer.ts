/**
 * R2 multipart uploads need parts of one size (at least 5 MiB) except the last. A job appends text or bytes as it
 * goes and takes out whole parts; `rest()` is the last part. The report files and the shop's data ZIP use it.
 */
export class PartBuffer {
  private chunks: Uint8Array[] = [];
  private size = 0;
  private readonly encoder = new TextEncoder();

  constructor(readonly partSize: number) {}

  append(data: string | Uint8Array): void {
    // Bytes are copied: a caller (a ZIP stream) may reuse its array once the call returns.
    const bytes = typeof data === "string" ? this.encoder.encode(data) : data.slice();
    this.chunks.push(bytes);
    this.size += bytes.length;
  }

  /** Every whole part the buffer holds, each exactly `partSize` bytes; what is left stays for the next append. */
  takeParts(): Uint8Array[] {
    const parts: Uint8Array[] = [];
    while (this.size >= this.partSize) parts.push(this.take(this.partSize));
    return parts;
  }

  rest(): Uint8Array {
    return this.take(this.size);
  }

  private take(length: number): Uint8Array {
    const out = new Uint8Array(length);
    let filled = 0;
    while (filled < length) {
      const first = this.chunks[0]!;
      const used = Math.min(first.length, length - filled);
      out.set(first.subarray(0, used), filled);
      filled += used;
      if (used === first.length) this.chunks.shift();
      else this.chunks[0] = first.subarray(used);
    }
    this.size -= length;
    return out;
  }
}
