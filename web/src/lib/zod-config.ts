import { config } from 'zod';

// Zod compiles object parsers with `new Function` when the page allows it, and its probe for that
// alone is a violation of the portal's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval'; infra/lib/edge-headers.ts). The browser parses small forms: the plain parser is
// as fast there, and no eval is ever tried. Imported first by main.tsx, before any parse.
config({ jitless: true });
