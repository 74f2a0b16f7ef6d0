/**
 * Generated voice portraits: an SVG badge with the voice's initials over a colour derived from its name, as a
 * data: URL so the catalogue needs no files and no network.
 */
export function portraitDataUrl(name: string, hue: number, size: number): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,35%)"/></linearGradient></defs>` +
    `<rect width="100" height="100" rx="18" fill="url(#g)"/>` +
    `<text x="50" y="62" font-family="sans-serif" font-size="36" font-weight="600" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
