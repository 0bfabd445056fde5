import { budgetsOf, formatBudgets } from '../../scripts/build/check-budgets.ts';
import { expect, test } from '../support/fixtures';
import { BUILD_DIR } from '../support/test-env';

// The performance budgets (docs/performance.md), on the production build every browser test here runs
// against: one build per run. Its test values for the environment are a little longer than the
// defaults, so it is the stricter of the two. `npm run check:budgets` measures a build of its own.
test('the bundle budgets hold on the build under test', async () => {
  const rows = await budgetsOf(BUILD_DIR);
  await test.info().attach('budgets', { body: formatBudgets(rows), contentType: 'text/plain' });
  expect(rows.length).toBeGreaterThan(3);
  expect(rows.filter((row) => !row.ok).map((row) => row.name)).toEqual([]);
});
