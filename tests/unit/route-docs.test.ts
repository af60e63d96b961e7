import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { routeTableMarkdown } from '../support/route-docs.js';

it('docs/routes.md carries the current route table (run `npm run docs` after changing routes)', () => {
  expect(readFileSync('docs/routes.md', 'utf8')).toContain(routeTableMarkdown());
});

it('README.md stays a five-minute read (at most 200 lines) and links every page of docs/', () => {
  const readme = readFileSync('README.md', 'utf8');
  expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  for (const page of ['routes', 'data-model', 'operations', 'security', 'performance', 'testing']) expect(readme).toContain(`(docs/${page}.md)`);
});
