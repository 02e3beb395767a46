/**
 * The key with the highest score in a score map (labels, languages), the first one on ties, as
 * [key, score]; ["", -1] for an empty map.
 */
export function strongest(scores: Readonly<Record<string, number>>): [string, number] {
  let key = "";
  let best = -1;
  for (const [k, s] of Object.entries(scores)) {
    if (s > best) {
      key = k;
      best = s;
    }
  }
  return [key, best];
}
