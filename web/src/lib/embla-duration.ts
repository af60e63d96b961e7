// Embla's `duration` option is not in milliseconds: each 60 Hz step moves the slide by
// velocity = (velocity + distance left / duration) * 0.68 (embla-carousel 8.6, ScrollBody).
// The motion is linear in the distance, so the time to cover 99% of any move depends only on
// `duration`; this finds the value whose move takes closest to the wanted time.

const STEP_MS = 1000 / 60;
const FRICTION = 0.68;

/** Milliseconds until a move with this embla duration has covered 99% of its distance. */
export function emblaMoveMs(duration: number): number {
  let velocity = 0;
  let left = 1;
  let steps = 0;
  while (left > 0.01 && steps < 10_000) {
    velocity = (velocity + left / duration) * FRICTION;
    left -= velocity;
    steps += 1;
  }
  return steps * STEP_MS;
}

export function emblaDurationFor(ms: number): number {
  let best = 1;
  for (let d = 1; d <= 200; d += 1) {
    if (Math.abs(emblaMoveMs(d) - ms) < Math.abs(emblaMoveMs(best) - ms)) best = d;
  }
  return best;
}
