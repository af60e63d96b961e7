import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { routeTableMarkdown } from '../support/route-docs.js';

it('README.md carries the current route table (run `npm run docs` after changing routes)', () => {
  expect(readFileSync('README.md', 'utf8')).toContain(routeTableMarkdown());
});
