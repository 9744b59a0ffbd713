import sharp from 'sharp';

/** Real images made on the spot, so tests need no binary fixtures. */
export function solidImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width = 40,
  height = 20,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .toFormat(format)
    .toBuffer();
}

/** A sideways phone photo: EXIF camera, GPS position and orientation 6 ("rotate 90° to view"). */
export function photoWithGpsExif(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2980b9' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Pocket 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script>' +
    '<rect width="64" height="64" fill="red"/></svg>',
);

export const TEXT_FILE = Buffer.from('This is a plain text file, whatever its name says.\n'.repeat(20));

/** A multipart body with one file field, as a browser sends it. */
export function imageForm(bytes: Uint8Array, fileName = 'avatar.jpg', type = 'image/jpeg', field = 'avatar') {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], fileName, { type }));
  return form;
}
