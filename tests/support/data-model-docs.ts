import { ITEM_FAMILIES, type ItemFamily } from '#functions/db/keys.js';
import { TABLES } from '#functions/db/tables.js';

// docs/data-model.md, generated from ITEM_FAMILIES in functions/db/keys.ts so it cannot drift:
// `npm run docs` writes it, tests/unit/data-model-docs.test.ts checks the page is what this
// writes and that the families match the key functions. The prose lives here.

const HEADER = `# Data model: access patterns

<!-- Generated from ITEM_FAMILIES in functions/db/keys.ts by \`npm run docs\`; edit those, not this page. -->

Three tables (\`functions/db/tables.ts\`), every key built in \`functions/db/keys.ts\`:

- **core**: the durable records (network, co-ops, catalogues, members, businesses, inbound
  messages, the dashboard's counters).
- **ephemeral**: sessions, emailed-link tokens, device cookies and rate-limit counters, with their
  own write-heavy traffic; every item carries \`expiresAt\` (DynamoDB TTL).
- **geo**: the deal and provider listings by geohash cell, and the ZIP centroids; read by search.

Keys are strings \`pk\` / \`sk\`; the indexes are overloaded: \`gsi1\` (\`gsi1pk\` / \`gsi1sk\`) on
every table, \`gsi2\` on core. An index row lists the items it reads as "on the items of" another
row: the index keys are extra attributes of those items. A pattern number is what code comments
cite ("pattern 23a"). Provider specialties (pattern 11) are not stored: they are a constant
(\`functions/model/specialties.ts\`), a short list that changes with the networks' contracts.`;

const FOOTER = `Code treats an ephemeral item past its \`expiresAt\` as absent, because TTL deletes late.`;

const code = (text: string) => `\`${text}\``;
/** `PK / SK` as two code spans, so a reader sees which part is the partition. */
const shape = (s: string) => s.split(' / ').map(code).join(' / ');
const where = (f: ItemFamily) => (f.index ? `${f.table} ${f.index}` : f.table);

function familyRow(f: ItemFamily, withTtl: boolean): string {
  const cells = [
    f.pattern,
    f.holds,
    where(f),
    f.shapes.map(shape).join('<br>'),
    f.build.map((k) => code(k)).join(', '),
    ...(withTtl ? [f.ttl ?? ''] : []),
  ];
  return `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`;
}

export function dataModelMarkdown(): string {
  const sections = TABLES.map((t) => {
    const withTtl = Boolean(t.ttlAttribute);
    const rows = ITEM_FAMILIES.filter((f) => f.table === t.id).map((f) => familyRow(f, withTtl));
    const indexes = t.indexes.map((i) => i.name).join(', ');
    return [
      `## ${t.id}`,
      '',
      `Keys \`${t.partitionKey}\` / \`${t.sortKey}\`; indexes ${indexes}${t.ttlAttribute ? `; TTL on \`${t.ttlAttribute}\`` : ''}.`,
      '',
      `| # | access pattern and what the items hold | table / index | key (pk / sk) | keys.ts |${withTtl ? ' expires |' : ''}`,
      `|---|---|---|---|---|${withTtl ? '---|' : ''}`,
      ...rows,
    ].join('\n');
  });
  return [HEADER, ...sections, FOOTER].join('\n\n') + '\n';
}
