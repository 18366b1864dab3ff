/**
 * `ordem` of new items, for order items and budget items alike: it continues after the highest
 * of the order (or proposal). Items that send their own `ordem` keep it, and the count goes on
 * after the highest seen so far.
 */
export function assignOrdem(currentMax: number, requested: (number | undefined | null)[]): number[] {
  let running = currentMax;
  return requested.map((ordem) => {
    if (ordem !== undefined && ordem !== null) {
      running = Math.max(running, ordem);
      return ordem;
    }
    running += 1;
    return running;
  });
}
