import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { routeTableMarkdown } from '../support/route-docs.js';

it('docs/routes.md carries the current route table (run `npm run docs` after changing routes)', () => {
  expect(readFileSync('docs/routes.md', 'utf8')).toContain(routeTableMarkdown());
});

it('README.md stays a five-minute read (at most 200 lines) and links every page of docs/ and the decision records', () => {
  const readme = readFileSync('README.md', 'utf8');
  expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  const pages = readdirSync('docs').filter((name) => name.endsWith('.md'));
  expect(pages).toEqual(
    expect.arrayContaining([
      'architecture.md',
      'routes.md',
      'data-model.md',
      'operations.md',
      'security.md',
      'performance.md',
      'testing.md',
    ]),
  );
  for (const page of pages) expect(readme).toContain(`(docs/${page})`);
  expect(readme).toContain('(docs/adr/)');
});
