import { encode } from 'uqr';

/**
 * The otpauth:// address as a QR code for the authenticator app's camera: an inline SVG drawn in the browser
 * (the Content-Security-Policy allows no remote image, and the secret must never leave the page). Dark on white in
 * both colour schemes, with the quiet zone scanners need, as one path of unit squares.
 */
export default function TotpQrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((isDark, x) => {
      if (isDark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={200}
      height={200}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff', borderRadius: 8 }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
