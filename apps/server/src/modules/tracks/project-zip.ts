// A streamed ZIP archive of stored files (GET projects/download). Entries are stored, not deflated:
// pictures, MP3s and masters (WAV/FLAC) gain little from deflate, and storing lets a large master
// stream through without being held in memory. Sizes and CRCs follow each entry in a data descriptor.
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/** One file of the archive: its name inside the zip and a function opening its bytes. */
export interface ZipEntry {
  name: string;
  open: () => Promise<AsyncIterable<Buffer | Uint8Array | string>>;
}

/** ZIP without ZIP64: an archive (and each entry) must stay under 4 GiB. */
export const ZIP_MAX_BYTES = 0xffff_ffff;

const FLAGS = 0x0808; // bit 3: sizes in a data descriptor; bit 11: UTF-8 names

function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** The archive as a stream; `now` dates every entry. */
export function zipStream(entries: readonly ZipEntry[], now = new Date()): Readable {
  const stamp = dosDateTime(now);
  async function* generate(): AsyncGenerator<Buffer> {
    let offset = 0;
    const central: Buffer[] = [];
    for (const entry of entries) {
      const name = Buffer.from(entry.name, 'utf8');
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(FLAGS, 6);
      local.writeUInt16LE(0, 8);
      local.writeUInt16LE(stamp.time, 10);
      local.writeUInt16LE(stamp.date, 12);
      local.writeUInt16LE(name.length, 26);
      yield local;
      yield name;
      const headerOffset = offset;
      offset += local.length + name.length;

      let crc = 0;
      let size = 0;
      for await (const chunk of await entry.open()) {
        const bytes =
          typeof chunk === 'string'
            ? Buffer.from(chunk)
            : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        crc = crc32(bytes, crc);
        size += bytes.length;
        if (offset + size > ZIP_MAX_BYTES) throw new Error('archive larger than 4 GiB');
        yield bytes;
      }
      offset += size;
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc >>> 0, 4);
      descriptor.writeUInt32LE(size, 8);
      descriptor.writeUInt32LE(size, 12);
      yield descriptor;
      offset += descriptor.length;

      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(FLAGS, 8);
      record.writeUInt16LE(0, 10);
      record.writeUInt16LE(stamp.time, 12);
      record.writeUInt16LE(stamp.date, 14);
      record.writeUInt32LE(crc >>> 0, 16);
      record.writeUInt32LE(size, 20);
      record.writeUInt32LE(size, 24);
      record.writeUInt16LE(name.length, 28);
      record.writeUInt32LE(headerOffset, 42);
      central.push(record, name);
    }
    const centralBytes = Buffer.concat(central);
    yield centralBytes;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(centralBytes.length, 12);
    end.writeUInt32LE(offset, 16);
    yield end;
  }
  return Readable.from(generate());
}
