import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from '../src/modules/auth/access-tokens.ts';

const user = {
  id: '6f1c2a52-3f0a-4f53-9d39-5f0c3c1d2e11',
  roles: ['USER' as const],
  name: 'Jozef Fanúšik',
  sessionVersion: 3,
};

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a token checked once is still refused after it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const tokens = createAccessTokens('a-test-secret-that-is-long-enough-1234', 30);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual(user);
    vi.setSystemTime(new Date('2026-11-22T10:00:20Z'));
    expect(await tokens.verify(token)).toEqual(user);
    vi.setSystemTime(new Date('2026-11-22T10:00:31Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('a token of another key is refused even after a valid one was seen', async () => {
    const ours = createAccessTokens('a-test-secret-that-is-long-enough-1234', 60);
    const theirs = createAccessTokens('another-secret-that-is-long-enough-999', 60);
    expect(await ours.verify(await ours.sign(user))).toEqual(user);
    expect(await ours.verify(await theirs.sign(user))).toBeNull();
  });
});
