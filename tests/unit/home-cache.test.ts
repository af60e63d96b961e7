import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cached,
  clearHomeCache,
  forgetHomeCache,
  HOME_CACHE_MAX,
  HOME_CACHE_TTL_MS,
  MISS,
  remember,
} from '#functions/core/home/home-cache.js';

// The warm instance's memory of hosts and catalogues (hand-written, ADR 0092 says why): an absence is a
// hit (junk hosts cost one read, not one a call), entries expire from when they were stored, and
// the least recently used go first when it is full.

beforeEach(() => {
  clearHomeCache();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('home cache', () => {
  it('remembers an absence (undefined) as a hit, until forgotten', () => {
    expect(cached('host:junk.example')).toBe(MISS);
    remember('host:junk.example', undefined);
    expect(cached('host:junk.example')).toBeUndefined();
    forgetHomeCache('host:junk.example');
    expect(cached('host:junk.example')).toBe(MISS);
  });

  it('expires an entry its TTL after it was stored, however often it is read', () => {
    remember('default', 417);
    vi.advanceTimersByTime(HOME_CACHE_TTL_MS / 2);
    expect(cached('default')).toBe(417);
    vi.advanceTimersByTime(HOME_CACHE_TTL_MS / 2 - 1);
    expect(cached('default')).toBe(417);
    vi.advanceTimersByTime(2);
    expect(cached('default')).toBe(MISS);
  });

  it('drops the least recently used entry when full, not one just read', () => {
    for (let i = 0; i < HOME_CACHE_MAX; i++) remember(`host:h${i}.example`, i);
    expect(cached('host:h0.example')).toBe(0);
    remember('host:new.example', -1);
    expect(cached('host:h0.example')).toBe(0);
    expect(cached('host:h1.example')).toBe(MISS);
    expect(cached('host:new.example')).toBe(-1);
  });
});
