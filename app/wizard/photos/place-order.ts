// The summary's place pickers without JavaScript (decision 0117): each photo may name the place it
// should take (1 to n, that place's perspective with it). Each chosen move swaps the photo with the
// one in that place, in the grid's order, so one changed picker is one swap and the rest stay put.

/** The order of `ids` after every `wanted` move (id to 0-based place) is made; unknown ids and places are ignored. */
export function placeOrder(ids: number[], wanted: Map<number, number>): number[] {
  const order = [...ids];
  for (const id of ids) {
    const to = wanted.get(id);
    const from = order.indexOf(id);
    if (to === undefined || !Number.isInteger(to) || to < 0 || to >= order.length || to === from) continue;
    [order[from], order[to]] = [order[to], order[from]];
  }
  return order;
}

/** The pickers a plain form posted (`place-<id>` = 1-based place), only those that changed. */
export function wantedPlaces(form: FormData, ids: number[]): Map<number, number> {
  const wanted = new Map<number, number>();
  ids.forEach((id, i) => {
    const place = Number(form.get(`place-${id}`));
    if (Number.isInteger(place) && place >= 1 && place - 1 !== i) wanted.set(id, place - 1);
  });
  return wanted;
}
