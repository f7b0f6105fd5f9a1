// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { chosenMatch, readGateMatch, readGateName, writeGateMatch, writeGateName } from './gateDevice.ts';
import { createRepeatFilter } from './qrDecode.ts';

afterEach(() => localStorage.clear());

describe('the gate device', () => {
  it('remembers its name and match; a blank name is forgotten', () => {
    expect(readGateName()).toBe('');
    writeGateName('Brána A');
    writeGateMatch('m2');
    expect(readGateName()).toBe('Brána A');
    expect(readGateMatch()).toBe('m2');
    writeGateName('   ');
    expect(readGateName()).toBe('');
  });

  it('checks for the stored match while it is listed, else for the soonest', () => {
    expect(chosenMatch(['m1', 'm2'], 'm2')).toBe('m2');
    expect(chosenMatch(['m1', 'm2'], 'gone')).toBe('m1');
    expect(chosenMatch(['m1', 'm2'], null)).toBe('m1');
    expect(chosenMatch([], 'm2')).toBeNull();
  });
});

describe('the camera repeat filter', () => {
  it('sends a code once while it stays in view, again after it was gone for 2 s, another code at once', () => {
    const filter = createRepeatFilter(2000);
    expect(filter.accept('A', 0)).toBe(true);
    // In view frame after frame for 5 s: no second check.
    for (let at = 100; at <= 5000; at += 100) expect(filter.accept('A', at)).toBe(false);
    expect(filter.accept('B', 5100)).toBe(true);
    expect(filter.accept('A', 5200)).toBe(true);
    // Out of view for over 2 s: shown again, checked again (the verdict then says already used).
    expect(filter.accept('A', 7300)).toBe(true);
    filter.reset();
    expect(filter.accept('A', 7400)).toBe(true);
  });
});
