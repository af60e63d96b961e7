import jpeg from 'jpeg-js';

// Tiny real images for upload tests: a 1x1 PNG, an 8x8 JPEG and the start of a JPEG (the type is
// read from these bytes; a logo's pixels are read too), and padding to reach a size.

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_START = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
export const JPEG_8X8 = jpeg.encode({ width: 8, height: 8, data: Buffer.alloc(8 * 8 * 4, 0x80) }, 90).data;
/** A PNG's bytes padded with zeros to `size` (still detected as PNG). */
export const pngOfSize = (size: number) => Buffer.concat([PNG_1X1, Buffer.alloc(Math.max(0, size - PNG_1X1.length))]);

/** The multipart body the wizard sends: the file field and the data field with credentials. */
export async function uploadBody(bytes: Buffer, filename: string, credentials: string, type = 'image/png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  form.set('data', JSON.stringify({ credentials }));
  const res = new Response(form);
  return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}
