// Import cycles among the TypeScript sources of apps/*/src and libs/*/src, type-only and lazy imports included.
// The lint rule import-x/no-cycle catches the run-time ones but by design skips `import type`; a cycle of types
// still ties two modules that should be layered (a store that needs the whole root store to read one field).
// Imports are read and resolved by the TypeScript compiler itself (tsconfig.base.json's paths), not by a pattern.
// Prints each cycle and exits 1 when there is one.
//   node tools/reliability/import-cycles.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Every import of every file (static, `import type`, `export … from`, `import()`), resolved to a file of the set. */
export function importGraph(files, compilerOptions) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, compilerOptions, ts.sys).resolvedModule;
      const target = resolved && resolve(resolved.resolvedFileName);
      if (target && known.has(target) && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The graph's cycles: its strongly connected components of more than one file (Tarjan), each sorted. */
export function cyclesOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The compiler options of a tsconfig file (its paths above all), as the compiler reads them. */
export function compilerOptionsOf(tsconfigPath) {
  const { config, error } = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(tsconfigPath)).options;
}

function main() {
  const root = process.cwd();
  const files = execFileSync('git', ['ls-files', '-z', '--', 'apps/*/src/**', 'libs/*/src/**'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => resolve(root, file));
  const cycles = cyclesOf(importGraph(files, compilerOptionsOf(resolve(root, 'tsconfig.base.json'))));
  console.log(`import cycles: ${files.length} files read, ${cycles.length} cycles`);
  for (const cycle of cycles) {
    console.error(`  a cycle of ${cycle.length}: ${cycle.map((file) => relative(root, file)).join(' → ')}`);
  }
  if (cycles.length > 0) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
