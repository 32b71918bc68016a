import { renderSVG } from "uqr";

/**
 * A QR code as an SVG string, made on the server so the phone downloads no QR library. The SVG is hidden from screen
 * readers; the element around it carries the label. A quiet zone of 4 modules keeps it scannable on any background.
 */
export function qrCodeSvg(text: string): string {
  return renderSVG(text, { ecc: "M", border: 4 }).replace(
    "<svg ",
    '<svg aria-hidden="true" focusable="false" width="100%" height="100%" ',
  );
}
