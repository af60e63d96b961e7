import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

// A QR code drawn as SVG rectangles from the qrcode-generator package's module matrix (no HTML
// strings): crisp at any print size, and the cashier's scanner reads the coupon id from it.

/** Characters of the QR alphanumeric mode, which packs a coupon id into the smallest code. */
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]*$/;
/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET = 4;

/** Dark modules as horizontal runs [row, first column, length]: far fewer rectangles than modules. */
export function qrRuns(value: string): { size: number; runs: Array<[number, number, number]> } {
  const qr = qrcode(0, 'M');
  qr.addData(value, ALPHANUMERIC.test(value) ? 'Alphanumeric' : 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  const runs: Array<[number, number, number]> = [];
  for (let row = 0; row < size; row++) {
    let start = -1;
    for (let col = 0; col <= size; col++) {
      const dark = col < size && qr.isDark(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  return { size, runs };
}

export function QrCode({
  value,
  size,
  label,
  testId,
}: {
  value: string;
  size: number;
  label: string;
  testId?: string;
}) {
  const { size: modules, runs } = useMemo(() => qrRuns(value), [value]);
  const box = modules + QUIET * 2;
  return (
    <svg
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-modules={modules}
      style={{ display: 'block' }}
    >
      <rect width={box} height={box} fill="#fff" />
      {runs.map(([row, col, length]) => (
        <rect key={`${row}-${col}`} x={col + QUIET} y={row + QUIET} width={length} height={1} fill="#000" />
      ))}
    </svg>
  );
}
