import { fanWithManyOrders } from './fanWithManyOrders.ts';
import { expect, test } from './fixtures.ts';
import {
  expectCleanPages,
  inspectPage,
  type PageFinding,
  recordLayoutShift,
  waitUntilSettled,
} from './pageCheck.ts';
import { signedInContext } from './shop.ts';

// Issue 19: My orders of a fan with many orders (tickets received above, two pages of orders with transfer,
// wallet and calendar buttons on every ticket, transfers sent below) is drawn without a layout shift (CLS
// under 0.1, counted from the first paint as every-page does) on a desktop and on a phone, and has no serious
// or critical axe-core finding.
test('a fan with 10 orders opens both pages of My orders without layout shift at 1280 and 390 px', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  // Ten orders through the API and eight page visits with axe-core: 2 minutes on a quiet machine.
  test.setTimeout(300_000);
  const collector = await fanWithManyOrders(request, page);
  const findings: PageFinding[] = [];
  for (const width of [1280, 390]) {
    const context = await signedInContext(browser, request, collector, baseURL ?? '', {
      viewport: { width, height: 900 },
    });
    for (const path of ['/my-orders', '/my-orders?page=2']) {
      const visit = await context.newPage();
      await recordLayoutShift(visit);
      await visit.goto(path);
      await waitUntilSettled(visit);
      await expect(visit.getByTestId('order')).toHaveCount(5);
      await expect(visit.getByTestId('received-ticket')).toHaveCount(1);
      await expect(visit.getByTestId('sent-transfer')).toHaveCount(1);
      findings.push(await inspectPage(visit, `${path} at ${width} px`));
      const dir = process.env.SHOTS;
      if (dir) {
        const name = `my-orders-${path.endsWith('2') ? 'page-2' : 'page-1'}-${width}`;
        await visit.screenshot({ path: `${dir}/${name}.png`, fullPage: width === 390 });
      }
      await visit.close();
    }
    await context.close();
  }
  console.log(findings.map((f) => `${f.page}: CLS ${f.layoutShift}`).join('\n'));
  expectCleanPages(findings);
});
