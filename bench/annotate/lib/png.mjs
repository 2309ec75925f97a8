// A tiny PNG encoder (RGB, 8 bits, no filters beyond "none") for the image fields of the heavy dataset:
// every record gets its own picture as a data URL, as datasets logged from Python often carry them.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A `width`×`height` picture: a gradient whose colours depend on `seed`, some circles, and a little
 * noise from `rand` (so it does not compress to nothing). Returns a `data:image/png;base64,` URL.
 */
export function pictureDataUrl(width, height, rand) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const base = [rand() * 255, rand() * 255, rand() * 255];
  const circles = Array.from({ length: 6 }, () => ({
    x: rand() * width,
    y: rand() * height,
    r: 10 + rand() * (Math.min(width, height) / 3),
    colour: [rand() * 255, rand() * 255, rand() * 255],
  }));
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    raw[offset++] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      let colour = [base[0] * (x / width), base[1] * (y / height), base[2] * (1 - x / width)];
      for (const circle of circles) {
        if ((x - circle.x) ** 2 + (y - circle.y) ** 2 < circle.r ** 2) colour = circle.colour;
      }
      for (let c = 0; c < 3; c += 1) raw[offset++] = Math.max(0, Math.min(255, colour[c] + (rand() - 0.5) * 3));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
