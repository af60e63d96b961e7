import { randomBytes } from 'node:crypto';
import { publicMediaKey } from '#shared/media-keys.js';
import { STARTER_ART_MARK } from '#shared/starter-art.js';
import type { GroupRecord, SlideRecord } from '#functions/db/coops-repo.js';
import { escapeHtml } from '#functions/model/html.js';
import { iconSvg, initialsOf, safeColour } from '../home/web-manifest.js';

// What a new co-op shows before its staff upload anything: a logo tile, card art, one welcome
// slide and menu images drawn from ITS OWN name and colours, never another co-op's art or links
// (issue 37). The keys are minted here, in the public folders, and carry the starter mark
// (shared/starter-art.ts) so Platform Setup can list what still needs the co-op's own art.
// docs/adr/0071-new-coop-starter-art.md

export interface StarterInput {
  plid: number;
  displayName: string;
  mainColor: string;
  topBarColor: string;
  secondColor: string;
  thirdColor: string;
}

export interface StarterArt {
  logo: string;
  coopIdCard: string;
  cardFront: string;
  cardBack: string;
  slides: SlideRecord[];
  groups: GroupRecord[];
  /** The SVG files to write before the co-op's record names them. */
  files: { key: string; svg: string }[];
}

const FONT = 'Verdana, system-ui, sans-serif';

/** The co-op's own card id: its initials (A-Z, 0-9) and its number, as PSE323 is Prairie Sky's. */
export function starterCardId(displayName: string, plid: number): string {
  const letters = initialsOf(displayName).replace(/[^A-Z0-9]/g, '') || 'CO';
  return `${letters}${plid}`;
}

function cardSvg(side: 'front' | 'back', name: string, cardId: string, main: string, accent: string): string {
  const body =
    side === 'front'
      ? `<text x="60" y="120" font-family="${FONT}" font-size="44" font-weight="700" fill="#ffffff">${escapeHtml(name)}</text>
<text x="60" y="190" font-family="${FONT}" font-size="28" fill="#ffffff" opacity="0.9">Member Savings Card</text>
<text x="60" y="560" font-family="${FONT}" font-size="30" font-weight="700" fill="${accent}">${escapeHtml(cardId)}</text>`
      : `<text x="60" y="120" font-family="${FONT}" font-size="30" fill="#ffffff">Show this card at participating providers.</text>
<text x="60" y="180" font-family="${FONT}" font-size="24" fill="#ffffff" opacity="0.9">${escapeHtml(name)} member savings</text>
<text x="60" y="240" font-family="${FONT}" font-size="22" fill="#ffffff" opacity="0.9">This is not insurance.</text>
<text x="60" y="560" font-family="${FONT}" font-size="30" font-weight="700" fill="${accent}">${escapeHtml(cardId)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1012" height="638" viewBox="0 0 1012 638">
<rect width="1012" height="638" rx="36" fill="${main}"/>
<rect x="0" y="470" width="1012" height="8" fill="${accent}"/>${body}
</svg>`;
}

/** A background only: the slide's words are the slide's text, shown over it by the page. */
function slideSvg(from: string, to: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="750" viewBox="0 0 1600 750">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1600" height="750" fill="url(#g)"/>
<circle cx="1300" cy="180" r="220" fill="${accent}" opacity="0.25"/>
<circle cx="1450" cy="600" r="140" fill="${accent}" opacity="0.18"/>
</svg>`;
}

function tileSvg(label: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<rect width="400" height="300" rx="16" fill="${colour}"/>
<text x="200" y="160" text-anchor="middle" font-family="${FONT}" font-size="96" font-weight="700" fill="#ffffff" opacity="0.9">${escapeHtml(initialsOf(label))}</text>
<text x="200" y="250" text-anchor="middle" font-family="${FONT}" font-size="26" fill="#ffffff">${escapeHtml(label)}</text>
</svg>`;
}

/** The menu every co-op starts with: the member pages of the spec, none of them another co-op's. */
const STARTER_GROUPS: Omit<GroupRecord, 'image'>[] = [
  ['health', 'Health & Wellness', 'chealthysavings', 0, 1, ['pharmacy', 'dental', 'vision', 'hearing', 'lab']],
  ['travel', 'Travel & Entertainment', 'ctravel', 0, 1, ['travel', 'tickets', 'parks']],
  ['localdeals', 'Local Deals', 'clocaldeals', 0, 1, ['localdeals']],
  ['nationaldeals', 'National Deals', 'cnationaldeals', 0, 0, ['nationaldeals']],
  ['insurance', 'Insurance', 'cinsurance', 0, 0, ['insurance']],
].map(([groupIdentifier, groupName, route, onLogged, showSquare, features]) => ({
  groupIdentifier: groupIdentifier as string,
  groupName: groupName as string,
  route: route as string,
  onLogged: onLogged as 0 | 1,
  showSquare: showSquare as 0 | 1,
  features: (features as string[]).map((dealIdentifier) => ({ dealIdentifier })),
}));

/**
 * The starter art of co-op `plid`. Each call mints new keys (a nonce beside the number), so a
 * cache never serves an older object under them and two attempts at one number never meet.
 */
export function starterArt(input: StarterInput): StarterArt {
  const name = input.displayName.trim();
  const main = safeColour(input.mainColor);
  const top = safeColour(input.topBarColor);
  const accent = safeColour(input.thirdColor);
  const stem = `${input.plid}-${STARTER_ART_MARK}-${randomBytes(6).toString('hex')}`;
  const key = (kind: 'logos' | 'cards' | 'slides' | 'mainmenu', part: string) =>
    publicMediaKey(kind, `${stem}-${part}.svg`);
  const coopIdCard = starterCardId(name, input.plid);
  const logo = key('logos', 'logo');
  const cardFront = key('cards', 'front');
  const cardBack = key('cards', 'back');
  const slide: SlideRecord = {
    image: key('slides', 'welcome'),
    upperTitle: `Welcome to ${name}`,
    title: 'Member savings for every household',
    legend: `Local deals, prescriptions, travel and more, free with your ${name} membership.`,
    showMobileButtons: 1,
    showCustom: 1,
    customButton: { buttonTitle: 'Find local deals', buttonRoute: '/b2c/clocaldeals', outsideUrl: null },
  };
  const groups = STARTER_GROUPS.map((g) => ({ ...g, image: key('mainmenu', g.groupIdentifier) }));
  return {
    logo,
    coopIdCard,
    cardFront,
    cardBack,
    slides: [slide],
    groups,
    files: [
      { key: logo, svg: iconSvg(512, main, initialsOf(name), 'any') },
      { key: cardFront, svg: cardSvg('front', name, coopIdCard, main, accent) },
      { key: cardBack, svg: cardSvg('back', name, coopIdCard, main, accent) },
      { key: slide.image, svg: slideSvg(top, main, accent) },
      ...groups.map((g) => ({ key: g.image, svg: tileSvg(g.groupName, main) })),
    ],
  };
}
