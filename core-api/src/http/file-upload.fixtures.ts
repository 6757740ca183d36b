// Small real images for upload tests (1×1 pixel each), kept as bytes so no test reads the disk.

export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export const tinyWebp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

export const tinyGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A baseline 1×1 grey JPEG. */
export const tinyJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);

/** A PNG of about `bytes` bytes: a real image followed by a private chunk of filler before its end. */
export function pngOfSize(bytes: number): Buffer {
  const end = tinyPng.subarray(tinyPng.length - 12);
  const filler = Buffer.alloc(Math.max(0, bytes - tinyPng.length - 12));
  const header = Buffer.alloc(8);
  header.writeUInt32BE(filler.length, 0);
  header.write('prVt', 4, 'latin1');
  return Buffer.concat([tinyPng.subarray(0, tinyPng.length - 12), header, filler, Buffer.alloc(4), end]);
}
