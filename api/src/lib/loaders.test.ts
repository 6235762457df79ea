import { keptRows } from './loaders';

describe('keptRows', () => {
  const rowsOf = (asked: number[][]) => async (_handle: object, keys: readonly number[]) => {
    asked.push([...keys]);
    // Key 404 has no row; the others do.
    return keys.filter((key) => key !== 404).map((id) => ({ id, name: `Obec ${id}` }));
  };

  it('reads only keys it has not seen, together, and answers in the order asked', async () => {
    const asked: number[][] = [];
    const find = keptRows(rowsOf(asked), (row) => row.id);
    const db = {};
    expect(await find(db, [3, 1])).toEqual([
      { id: 3, name: 'Obec 3' },
      { id: 1, name: 'Obec 1' },
    ]);
    expect(await find(db, [1, 2, 3])).toEqual([
      { id: 1, name: 'Obec 1' },
      { id: 2, name: 'Obec 2' },
      { id: 3, name: 'Obec 3' },
    ]);
    expect(asked).toEqual([[3, 1], [2]]);
  });

  it('keeps rows per handle and asks again for a key that had no row', async () => {
    const asked: number[][] = [];
    const find = keptRows(rowsOf(asked), (row) => row.id);
    const [one, other] = [{}, {}];
    await find(one, [1, 404]);
    await find(one, [1, 404]);
    await find(other, [1]);
    expect(asked).toEqual([[1, 404], [404], [1]]);
  });
});
