/** The one random source of the synthetic documents (seeded by generate.ts), so a run can be repeated. */
let state = 1;

export function setSeed(seed: number): void {
  state = seed >>> 0;
}

/** mulberry32 */
export function rand(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export const r = (n: number): number => Math.floor(rand() * n);
export const digits = (n: number): string => Array.from({ length: n }, () => r(10)).join("");
