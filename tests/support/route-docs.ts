import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dataModelMarkdown } from './data-model-docs.js';
import { writeOperationsDocs } from './operations-docs.js';
import { synthPortal } from './synth-portal.js';
import { ROUTE_SUMMARIES } from '#shared/route-summaries.js';
import { handlerFile, routeList, type RoutePath } from '#shared/routes.js';

// docs/routes.md's table, generated from the route table so it cannot drift.
// `npm run docs` rewrites it, docs/data-model.md from functions/db/keys.ts (data-model-docs.ts)
// and the generated blocks of docs/operations.md and docs/security.md from the synthesized dev
// stage (operations-docs.ts, about half a minute); tests check every page holds the current text.

const START = '<!-- routes:start -->';
const END = '<!-- routes:end -->';

export function routeTableMarkdown(): string {
  const rows = routeList.map((r) => {
    const status = existsSync(handlerFile(r.path)) ? 'live' : '501 (later issue)';
    // A write names the item families it may write, media its folders: `core:write(members,emails)`.
    const { writes, mediaAreas, ...needs } = r.data;
    const scopeOf = (k: string) =>
      k === 'media' ? mediaAreas : (writes as Record<string, readonly string[] | undefined> | undefined)?.[k];
    const data = Object.entries(needs)
      .map(([k, v]) =>
        v === true
          ? k
          : `${k}:${v}${scopeOf(k) && (v === 'write' || k === 'media') ? `(${scopeOf(k)!.join(',')})` : ''}`,
      )
      .join(' ');
    return `| \`${r.path}\`${r.productRoute ? ' ¹' : ''} | ${r.staff ? `${r.access}: ${r.staff}` : r.access} | ${status} | ${data} | ${ROUTE_SUMMARIES[r.path as RoutePath]} |`;
  });
  return [START, '| path | access | status | data | what |', '|---|---|---|---|---|', ...rows, END].join('\n');
}

export function pageWithRoutes(page: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < 0) throw new Error('docs/routes.md lacks the routes markers');
  return page.slice(0, start) + routeTableMarkdown() + page.slice(end + END.length);
}

if (process.argv[1]?.endsWith('route-docs.ts')) {
  const file = new URL('../../docs/routes.md', import.meta.url);
  if (existsSync(file)) writeFileSync(file, pageWithRoutes(readFileSync(file, 'utf8')));
  writeFileSync(new URL('../../docs/data-model.md', import.meta.url), dataModelMarkdown());
  const synth = synthPortal();
  try {
    writeOperationsDocs(fileURLToPath(new URL('../..', import.meta.url)), synth);
  } finally {
    synth.remove();
  }
}
