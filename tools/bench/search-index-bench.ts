// The search index alone, in process and uncached: what one query costs before HTTP, JSON and the database.
// Bundled and run by api-bench.mjs; reads the seeded database the API benchmark uses.
import { DatabaseSync } from 'node:sqlite';
import { wrapSqlite } from '../../apps/api/src/db/database';
import { SEARCH_VOCABULARY } from '../../apps/api/src/db/seed/substance-vocabulary';
import { createCategoriesRepo } from '../../apps/api/src/categories/categories-repo';
import { createDrugsRepo } from '../../apps/api/src/drugs/drugs-repo';
import { SearchIndex } from '../../apps/api/src/search/search-index';

const db = wrapSqlite(new DatabaseSync(process.argv[2], { readOnly: true }));
const entries = await (await createDrugsRepo(db)).searchEntries();
const categories = (await createCategoriesRepo(db)).list();
const began = performance.now();
// As the server builds it, with its vocabulary; a one-entry cache: every query below is computed.
const index = new SearchIndex(entries, 1, SEARCH_VOCABULARY, categories);
const buildMs = performance.now() - began;
const names = [...new Set(entries.map((e) => e.brand.toLowerCase()))];
const queries = [
  ...names.flatMap((name) => [2, 3, 4, 6].map((length) => name.slice(0, length))),
  ...names,
  ...['gfhfwtnfvjk', 'парацитамол', 'nurofem', 'amoxicillin', 'paratsetamol', 'ибупрофен 400'],
  // Complaints with a form and an age, and kinds of goods (issue 41).
  ...['капли в нос', 'сироп от кашля для детей', 'мазь от ушибов', 'tomoq uchun sprey', "bosh og'rig'i"],
  ...['от головной боли', 'глазные капли', 'тонометры', 'градусник', 'тест на беременность', 'детская смесь'],
  // Categories by name.
  ...['ogʻriq qoldiruvchi', 'isitma tushiruvchilar', 'от простуды и гриппа', 'противоаллергические'],
];
const times: number[] = [];
for (const query of queries) {
  const start = performance.now();
  index.search(query);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(3);
console.log(
  `search index alone: built in ${buildMs.toFixed(0)} ms; ${times.length} uncached queries: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
);
await db.close();
