// The format and size of an image, read from its header, for the viewer's image cells ({src, height, width}).
export interface ImageInfo { extension: string; contentType: string; width?: number; height?: number }

function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1];
    // Start-of-frame markers hold the size; C4 (Huffman), C8 and CC (arithmetic coding) do not.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
}

export function imageInfo(bytes: Buffer): ImageInfo {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { extension: 'png', contentType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return { extension: 'jpg', contentType: 'image/jpeg', ...jpegSize(bytes) };
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 3) === 'GIF') {
    return { extension: 'gif', contentType: 'image/gif', width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 8, 12) === 'WEBP') return { extension: 'webp', contentType: 'image/webp' };
  return { extension: 'jpg', contentType: 'application/octet-stream' };
}
