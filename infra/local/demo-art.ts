import { escapeHtml } from '#functions/model/html.js';

// Demo images drawn as SVG so the repository carries no binary art. Each co-op's pictures use
// its own colours, so a person (or a browser test) can tell the two portals apart at a glance.

export function logoSvg(name: string, initials: string, main: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96">
<rect x="4" y="8" width="80" height="80" rx="18" fill="${main}"/>
<path d="M50 18 L30 54 H46 L38 80 L62 40 H46 Z" fill="${accent}"/>
<text x="100" y="44" font-family="Verdana, sans-serif" font-size="22" font-weight="700" fill="${main}">${escapeHtml(name)}</text>
<text x="100" y="72" font-family="Verdana, sans-serif" font-size="15" fill="${accent}">${escapeHtml(initials)} member savings</text>
</svg>`;
}

export function slideSvg(title: string, from: string, to: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="750" viewBox="0 0 1600 750">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1600" height="750" fill="url(#g)"/>
<circle cx="1300" cy="180" r="220" fill="${accent}" opacity="0.25"/>
<circle cx="1450" cy="600" r="140" fill="${accent}" opacity="0.18"/>
<path d="M0 640 C 400 560, 800 720, 1600 600 L1600 750 L0 750 Z" fill="#ffffff" opacity="0.12"/>
<desc>${escapeHtml(title)}</desc>
</svg>`;
}

export function tileSvg(label: string, color: string, glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<rect width="400" height="300" rx="16" fill="${color}"/>
<text x="200" y="150" text-anchor="middle" font-family="Verdana, sans-serif" font-size="96" fill="#ffffff" opacity="0.9">${escapeHtml(glyph)}</text>
<text x="200" y="250" text-anchor="middle" font-family="Verdana, sans-serif" font-size="26" fill="#ffffff">${escapeHtml(label)}</text>
</svg>`;
}

export function cardSvg(side: 'front' | 'back', coopName: string, main: string, accent: string): string {
  const body =
    side === 'front'
      ? `<text x="40" y="90" font-family="Verdana, sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeHtml(coopName)}</text>
<text x="40" y="150" font-family="Verdana, sans-serif" font-size="24" fill="${accent}">Member Savings Card</text>`
      : `<text x="40" y="90" font-family="Verdana, sans-serif" font-size="22" fill="#fff">Show this card at participating providers.</text>
<text x="40" y="140" font-family="Verdana, sans-serif" font-size="18" fill="${accent}">This is not insurance.</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1012" height="638" viewBox="0 0 1012 638">
<rect width="1012" height="638" rx="36" fill="${main}"/>${body}
</svg>`;
}
