import { isPagePath, PAGE_ROOTS } from '@hokej/contract';
import { describe, expect, it } from 'vitest';
import { routePatterns } from './paths';

describe('the page roots the API serves the web app under', () => {
  it('cover the first segment of every route of the router', () => {
    const firsts = Object.values(routePatterns)
      .filter((pattern) => pattern !== '*')
      .map((pattern) => pattern.split('/')[1] ?? '');
    for (const first of new Set(firsts)) expect(PAGE_ROOTS).toContain(first);
  });

  it('hold no root that no route uses', () => {
    const firsts = new Set(Object.values(routePatterns).map((pattern) => pattern.split('/')[1] ?? ''));
    for (const root of PAGE_ROOTS) expect(firsts.has(root)).toBe(true);
  });

  it('tell a page from a probe or a file', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/event/1d49d82a-4713-4719-842c-b5fba22a4a39/A12')).toBe(true);
    expect(isPagePath('/healthz')).toBe(false);
    expect(isPagePath('/metrics')).toBe(false);
    expect(isPagePath('/admin/logo.png')).toBe(false);
  });
});
