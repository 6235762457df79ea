import { fireEvent, render, screen } from '@testing-library/react';
import { MoneyInput, parse } from '@zaber/shared/money/money-input';
import { useState } from 'react';

function Harness({ onValue }: { onValue(value: number | null): void }) {
  const [value, setValue] = useState<number | null>(150_000);
  return (
    <MoneyInput
      id="price"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it('reads whole crowns (with spaces) as haléř, empty as null, the rest as NaN', () => {
    expect(parse('1 500')).toBe(150_000);
    expect(parse(' ')).toBeNull();
    expect(Number.isNaN(parse('12,5'))).toBe(true);
    expect(Number.isNaN(parse('abc'))).toBe(true);
  });

  it('shows haléř as crowns and reports what is typed', () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('1500');
    fireEvent.change(input, { target: { value: '2 000' } });
    expect(onValue).toHaveBeenLastCalledWith(200_000);
    // What was typed stays, spaces included.
    expect(input).toHaveValue('2 000');
    fireEvent.change(input, { target: { value: 'x' } });
    expect(Number.isNaN(onValue.mock.calls.at(-1)?.[0])).toBe(true);
  });
});
