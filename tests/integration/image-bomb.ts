import crypto from "node:crypto";
import zlib from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 1-bit greyscale PNG of `size`×`size` (16000² = 256 megapixels) of about 1 MB, like the probe's
 * 995 KB file: noise in the first rows keeps it from compressing to nothing. Written by hand because
 * sharp takes some 12 s to encode 256 megapixels; decoding it is what the server must never do.
 */
export function pngBomb(size = 16_000): File {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = Math.ceil(size / 8);
  const rows = Buffer.alloc((rowBytes + 1) * size); // each row: filter byte 0, then the pixels
  const noisyRows = Math.ceil(1_000_000 / rowBytes);
  for (let row = 0; row < Math.min(size, noisyRows); row++) {
    crypto.randomFillSync(rows, row * (rowBytes + 1) + 1, rowBytes);
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return new File([new Uint8Array(png)], "bomb.png", { type: "image/png" });
}
