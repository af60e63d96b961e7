import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { makeAppIcons, rasterAppIcons, setAppIconMaker } from '#functions/core/home/app-icons.js';
import { installIconThread, stopIconThread } from '#infra/local/icon-maker.js';
import { tallPng } from '../support/image-bombs.js';

// The local portal answers every request from one process: it makes an upload's icons on a worker
// thread, so the process keeps answering others meanwhile (ADR 0075). Deployed, a Lambda
// instance serves one request at a time and makes them in place.

afterAll(async () => {
  setAppIconMaker(undefined);
  await stopIconThread();
});

const logo = () => {
  const png = new PNG({ width: 300, height: 100 });
  for (let i = 0; i < 300 * 100; i++) png.data.set([200, 30, 40, i % 300 < 20 ? 0 : 255], i * 4);
  return new Uint8Array(PNG.sync.write(png));
};

/** How many times the event loop turned while `run` was awaited. */
async function turnsDuring<T>(run: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let waiting = true;
  const spin = () => {
    if (!waiting) return;
    turns++;
    setImmediate(spin);
  };
  setImmediate(spin);
  const result = await run();
  waiting = false;
  return { result, turns };
}

describe('the icons of an upload', () => {
  it('are made in place by default, as in a Lambda instance (the event loop waits)', async () => {
    const { result, turns } = await turnsDuring(() => makeAppIcons(logo(), 'png', '#2d6a4f', 'logo'));
    expect(result).toHaveLength(4);
    expect(turns).toBe(0);
  });

  it('are made on the local portal’s worker thread, the same icons, while the event loop keeps turning', async () => {
    installIconThread();
    const { result, turns } = await turnsDuring(() => makeAppIcons(logo(), 'png', '#2d6a4f', 'logo'));
    expect(turns).toBeGreaterThan(0);
    expect(result?.map((icon) => Buffer.from(icon.bytes).toString('base64'))).toEqual(
      rasterAppIcons(logo(), 'png', '#2d6a4f', 'logo')?.map((icon) => Buffer.from(icon.bytes).toString('base64')),
    );
    expect(await makeAppIcons(new Uint8Array(tallPng()), 'png', '#2d6a4f', 'fill')).toBeUndefined();
  });

  it('fail, not hang, when the thread is stopped under them; the next upload starts another thread', async () => {
    installIconThread();
    await stopIconThread();
    const held = makeAppIcons(logo(), 'png', '#2d6a4f', 'logo');
    await stopIconThread();
    await expect(held).rejects.toThrow(/icon thread stopped/);
    expect(await makeAppIcons(logo(), 'png', '#2d6a4f', 'logo')).toHaveLength(4);
  });
});
