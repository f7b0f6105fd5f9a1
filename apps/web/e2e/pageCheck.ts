import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What one page load showed: axe-core's serious and critical findings and the layout shift it made, with the
 * elements that moved (each shift's value and the elements it names) when the shift reaches 0.1.
 */
export type PageFinding = { page: string; violations: string[]; layoutShift: number; shifted?: string[] };

/**
 * Counts the layout shift of the whole visit to a page (the CLS measure: shifts not caused by the user's
 * input), from the first paint on. Installed before the page's own scripts run.
 */
export async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const w = window as unknown as { __layoutShift: number; __layoutShifted: string[] };
    w.__layoutShift = 0;
    w.__layoutShifted = [];
    const named = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const testId = node.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}.${[...node.classList].join('.')}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__layoutShift += entry.value;
        w.__layoutShifted.push(
          `${entry.value.toFixed(3)}: ${(entry.sources ?? []).map((s) => named(s.node)).join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page is drawn: its heading is there and nothing says it is still loading. */
export async function waitUntilSettled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(
    page.locator('main .spinner-border, main .placeholder-glow, main [aria-busy="true"]'),
  ).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** Opens `path` afresh, waits until it is drawn and reports its axe-core findings and layout shift. */
export async function checkPage(page: Page, path: string, label = path): Promise<PageFinding> {
  await page.goto(path);
  await waitUntilSettled(page);
  return inspectPage(page, label);
}

/** The findings of the page as it is now (after the caller opened a dialog, say). */
export async function inspectPage(page: Page, label: string): Promise<PageFinding> {
  // A transition still running (a dialog fading in) would be read half drawn, its text paler than it ends:
  // wait until every finite animation has finished (a spinner's endless one never does, so it is left out).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) =>
          Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY)),
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { layoutShift, shifted } = await page.evaluate(() => {
    const w = window as unknown as { __layoutShift: number; __layoutShifted: string[] };
    return { layoutShift: w.__layoutShift, shifted: w.__layoutShifted };
  });
  // The seat heat map (every seat of the arena, ~10 000 circles) is one named image: axe-core would take
  // minutes over its circles, and its content is read from the table beside it.
  const { violations } = await new AxeBuilder({ page })
    .exclude('svg.heat-map')
    // An experimental rule of axe-core, switched on because issue 19 found it on the events and arena pages.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const rounded = Math.round(layoutShift * 1000) / 1000;
  return { page: label, violations: serious, layoutShift: rounded, ...(rounded >= 0.1 ? { shifted } : {}) };
}

/** Fails on any serious or critical axe-core finding and on a layout shift of 0.1 or more, naming the pages. */
export function expectCleanPages(findings: PageFinding[]) {
  const withViolations = findings.filter((f) => f.violations.length > 0);
  expect(withViolations, JSON.stringify(withViolations, null, 2)).toEqual([]);
  const shifting = findings.filter((f) => f.layoutShift >= 0.1);
  expect(shifting, JSON.stringify(shifting, null, 2)).toEqual([]);
}

/** How `shoot` takes its screenshots; each spec keeps the widths, height and folder it always had. */
export type ShotOptions = {
  /** The widths, each one a file `<name>-<width>.png`. */
  widths?: readonly number[];
  /** The window's height at every width (900 unless said). */
  height?: number;
  /** The whole page (the default), only the window, or the whole page at 390 px only. */
  fullPage?: boolean | 'at 390';
  /** Hides toasts by a style while shooting (React still owns their nodes, so they are not removed). */
  hideToasts?: boolean;
  /** The window afterwards: 1280 × 900 unless said, or as it was before. */
  after?: { width: number; height: number } | 'as before';
  /** The folder; the SHOTS variable unless said. Nothing is shot without one. */
  dir?: string | undefined;
};

/** Screenshots to look at (not to compare), at 1280 and 390 px unless said, when a folder is named. */
export async function shoot(page: Page, name: string, options: ShotOptions = {}) {
  const dir = 'dir' in options ? options.dir : process.env.SHOTS;
  if (!dir) return;
  const {
    widths = [1280, 390],
    height = 900,
    fullPage = true,
    after = { width: 1280, height: 900 },
  } = options;
  const before = page.viewportSize();
  const style = options.hideToasts
    ? await page.addStyleTag({ content: '.toast { visibility: hidden !important; }' })
    : undefined;
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: `${dir}/${name}-${width}.png`,
      fullPage: fullPage === 'at 390' ? width === 390 : fullPage,
    });
  }
  if (after !== 'as before') await page.setViewportSize(after);
  else if (before) await page.setViewportSize(before);
  await style?.evaluate((node) => (node as HTMLElement).remove());
}

/** Screenshots at 1280 and 390 px into the SHOTS folder, the narrow one of the whole page. */
export const shootWidths = (page: Page, name: string) => shoot(page, name, { fullPage: 'at 390' });

/**
 * Fails on any serious or critical axe-core finding within the page's `main` (the default) or on the whole
 * page; `labelMismatch` also switches on axe-core's experimental label-content-name-mismatch rule.
 */
export async function expectAccessible(
  page: Page,
  { within = 'main', labelMismatch = false }: { within?: 'main' | 'page'; labelMismatch?: boolean } = {},
) {
  let axe = new AxeBuilder({ page });
  if (within === 'main') axe = axe.include('main');
  if (labelMismatch) axe = axe.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const { violations } = await axe.analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/**
 * The pages a journey passes: each one checked where it stands (axe, layout shift) and, given a name,
 * shot at both widths; `expectClean` at the journey's end fails naming every page with a finding.
 */
export function pageReview() {
  const findings: PageFinding[] = [];
  return {
    async check(page: Page, label: string, shot?: string) {
      findings.push(await inspectPage(page, label));
      if (shot) await shootWidths(page, shot);
    },
    expectClean: () => expectCleanPages(findings),
  };
}
