// The common row format of every bench part, and where parts write them: bench/results/<part>.json holds
// `{ part, rows: [{ name, value, unit, budget, holds }] }` (budget a readable limit such as "≤ 1800 ms" or null
// when the figure is only reported; holds true, false, or null without a budget).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RESULTS_DIR = process.env.BENCH_RESULTS_DIR ?? join(ROOT, 'bench', 'results');

/**
 * One figure against its budget: `max` (the value may not exceed it) or `min` (it may not fall below), or
 * neither (reported only). A missing value (the figure could not be measured) never holds.
 */
export function figure(name, value, unit, { max, min } = {}) {
  const measured = typeof value === 'number' && Number.isFinite(value);
  if (max !== undefined) {
    return {
      name,
      value,
      unit,
      budget: `≤ ${max}${unit ? ` ${unit}` : ''}`,
      holds: measured && value <= max,
    };
  }
  if (min !== undefined) {
    return {
      name,
      value,
      unit,
      budget: `≥ ${min}${unit ? ` ${unit}` : ''}`,
      holds: measured && value >= min,
    };
  }
  return { name, value, unit, budget: null, holds: null };
}

/** A row that stands for a part that could not give figures (missing script, crash, timeout). */
export function failedRow(name, reason) {
  return { name, value: null, unit: '', budget: reason, holds: false };
}

export function resultFile(part, dir = RESULTS_DIR) {
  return join(dir, `${part}.json`);
}

/** Writes a part's figures (plus any details worth keeping) to bench/results/<part>.json. */
export function writePart(part, rows, details = {}, dir = RESULTS_DIR) {
  mkdirSync(dir, { recursive: true });
  const file = resultFile(part, dir);
  writeFileSync(file, JSON.stringify({ part, rows, ...details }, null, 2) + '\n');
  return file;
}

/** Reads and checks a part's file: its rows, or an error message saying what is wrong with it. */
export function readPart(part, dir = RESULTS_DIR) {
  let data;
  try {
    data = JSON.parse(readFileSync(resultFile(part, dir), 'utf8'));
  } catch (error) {
    return { error: error.code === 'ENOENT' ? 'wrote no results' : `unreadable results: ${error.message}` };
  }
  if (!data || !Array.isArray(data.rows)) return { error: 'results have no rows' };
  const bad = data.rows.find((row) => !row || typeof row.name !== 'string' || !('value' in row));
  if (bad) return { error: `a row lacks name or value: ${JSON.stringify(bad).slice(0, 80)}` };
  return {
    rows: data.rows.map(({ name, value, unit = '', budget = null, holds = null }) => ({
      name,
      value,
      unit,
      budget,
      holds,
    })),
  };
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
