// The QR code of a room link as one SVG path, from qrcode-generator. Loaded (with the generator) only
// when the invite dialog opens, so the room page does not carry it.
import qrcode from 'qrcode-generator';

/** A QR code drawn as dark unit squares on a `size` × `size` grid (quiet zone included). */
export interface QrPath {
  readonly size: number;
  /** SVG path data: one `M x y h1 v1 h-1 z` square per dark module. */
  readonly path: string;
}

/** Modules of light margin around the code (the "quiet zone" scanners need). */
const QUIET_ZONE = 2;

/** The QR code of `text` (error correction M: survives a little glare or a smudged screen). */
export function qrPath(text: string): QrPath {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const squares: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) if (code.isDark(row, col)) squares.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
  }
  return { size: count + 2 * QUIET_ZONE, path: squares.join('') };
}
