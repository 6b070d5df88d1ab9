import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import ts from 'typescript';
import { cyclesOf, importGraph } from './import-cycles.mjs';

const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the files and returns the cycles the checker finds among them, as file names. */
function cyclesAmong(sources) {
  const files = Object.entries(sources).map(([name, text]) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  });
  const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
  return cyclesOf(importGraph(files, options)).map((cycle) =>
    cycle.map((file) => file.slice(dir.length + 1)),
  );
}

test('a cycle made only of a type import is found (the lint rule skips those by design)', () => {
  assert.deepEqual(
    cyclesAmong({
      'root-store.ts':
        "import { AuthStore } from './auth-store';\nexport class RootStore { auth = new AuthStore(this); }\n",
      'auth-store.ts':
        "import type { RootStore } from './root-store';\nexport class AuthStore { constructor(readonly root: RootStore) {} }\n",
    }),
    [['auth-store.ts', 'root-store.ts']],
  );
});

test('a lazy import() and an `export … from` close a cycle too; a file importing itself is not one', () => {
  assert.deepEqual(
    cyclesAmong({
      'a.ts': "export { b } from './b';\nexport const a = 1;\nimport './a';\n",
      'b.ts': "export const b = () => import('./c');\n",
      'c.ts': "import { a } from './a';\nexport const c = a;\n",
    }),
    [['a.ts', 'b.ts', 'c.ts']],
  );
});

test('layered imports, a narrow interface instead of the root type, have no cycle', () => {
  assert.deepEqual(
    cyclesAmong({
      'layer-root.ts': "import { Leaf } from './layer-leaf';\nexport class Root { leaf = new Leaf(this); }\n",
      'layer-leaf.ts':
        'export interface ReadsLocale { locale: string }\nexport class Leaf { constructor(readonly root: ReadsLocale) {} }\n',
    }),
    [],
  );
});
