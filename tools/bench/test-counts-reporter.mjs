// A node:test reporter that writes `{ passed, failed }`, the shape tools/scripts/test.mjs sums from reports/jest/,
// so the bench scripts' own tests count in `npm test`'s closing line.
export default async function* countsReporter(source) {
  let passed = 0;
  let failed = 0;
  for await (const event of source) {
    if (event.data?.details?.type === 'suite') continue;
    if (event.type === 'test:pass') passed++;
    else if (event.type === 'test:fail') failed++;
  }
  yield `${JSON.stringify({ passed, failed })}\n`;
}
