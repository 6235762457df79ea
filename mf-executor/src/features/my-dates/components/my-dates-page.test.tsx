import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { DateCategoryListDocument, DateListDocument, DatesSetDocument } from '../api/operations.generated';
import { MyDatesPage } from './my-dates-page';

// Only the clock is fixed (Wednesday 10 June 2030, noon in Prague); timers stay real for Apollo and antd.
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2030-06-10T10:00:00Z'),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterEach(() => {
  jest.useRealTimers();
});

type Day = { date: string; status: 'FREE' | 'OCCUPIED' };

const category = (slug: string, name: string, active = true) => ({
  __typename: 'ProfileCategory' as const,
  active,
  category: { __typename: 'Category' as const, id: `c-${slug}`, name, slug },
});

function categoriesMock(categories: ReturnType<typeof category>[]): MockLink.MockedResponse {
  return {
    request: { query: DateCategoryListDocument, variables: { username: 'petr-fotograf' } },
    result: { data: { publicProfile: { __typename: 'PublicProfile', id: 'p1', categories } } },
  };
}

function datesMock(days: Day[], { from = '2030-06-01', to = '2030-06-30', categorySlug = 'svatby' } = {}): MockLink.MockedResponse {
  return {
    request: { query: DateListDocument, variables: { from, to, categorySlug } },
    result: { data: { myDates: days.map((d) => ({ __typename: 'ProfileDate', ...d })) } },
  };
}

/** setDates answering with what it was sent; `sent` collects every call's input. */
function setDatesMock(input: unknown, sent: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: DatesSetDocument, variables: { input } },
    result: (variables: { input: { days: { date: string; status: string | null }[] } }) => {
      sent.push(variables.input);
      const days = variables.input.days.filter((d) => d.status).map((d) => ({ __typename: 'ProfileDate', ...d }));
      return { data: { setDates: days } };
    },
  };
}

const STORED: Day[] = [
  { date: '2030-06-05', status: 'OCCUPIED' },
  { date: '2030-06-12', status: 'FREE' },
  { date: '2030-06-14', status: 'OCCUPIED' },
];

const day = (date: string) => {
  const cell = document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
  if (!cell) throw new Error(`No day ${date}`);
  return cell;
};

describe('MyDatesPage', () => {
  it('shows the month of each service with every day’s state in words, today marked and past days locked', async () => {
    renderPage(MyDatesPage, '/my-dates/', {
      mocks: [categoriesMock([category('svatby', 'Svatby'), category('portrety', 'Portréty', false)]), datesMock(STORED)],
      profile: {},
    });
    expect(await screen.findByRole('button', { name: '12 volno, středa 12. června 2030' })).toBeEnabled();
    // What it shows is the start of its name, word for word (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: '12 volno, středa 12. června 2030' })).toHaveTextContent(/^12 volno$/);
    expect(screen.getByRole('heading', { level: 2, name: 'červen 2030' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Svatby', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Portréty (neaktivní)' })).toBeInTheDocument();

    const occupied = screen.getByRole('button', { name: '14 obsazeno, pátek 14. června 2030' });
    expect(occupied).toHaveAttribute('data-status', 'OCCUPIED');
    // Not colour alone: the state's word is in the cell (shown from 576 px, the icon below that).
    expect(occupied).toHaveTextContent('obsazeno');
    expect(day('2030-06-12')).toHaveTextContent('volno');
    expect(screen.getByRole('button', { name: '10 nevyplněno, dnes, pondělí 10. června 2030' })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: '5 obsazeno, středa 5. června 2030' })).toBeDisabled();
    expect(day('2030-06-09')).toBeDisabled();
    expect(day('2030-06-30')).toBeEnabled();
    // Only this month's days are buttons; the neighbouring months' are blank.
    expect(document.querySelectorAll('button[data-date]')).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Předchozí měsíc' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'Vysvětlivky' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('marks a tapped day free in mode "Volno" at once and saves it with setDates', async () => {
    const sent: unknown[] = [];
    renderPage(MyDatesPage, '/my-dates/', {
      mocks: [
        categoriesMock([category('svatby', 'Svatby')]),
        datesMock(STORED),
        setDatesMock({ categorySlug: 'svatby', days: [{ date: '2030-06-20', status: 'FREE' }] }, sent),
        datesMock([...STORED, { date: '2030-06-20', status: 'FREE' }]),
      ],
    });
    await screen.findByRole('button', { name: '12 volno, středa 12. června 2030' });
    expect(screen.getByRole('radio', { name: 'Volno' })).toBeChecked();

    fireEvent.click(day('2030-06-20'));
    // Shown before the API answers.
    expect(day('2030-06-20')).toHaveAttribute('data-status', 'FREE');
    expect(screen.getByRole('status')).toHaveTextContent('Ukládám změny…');

    await waitFor(() => expect(sent).toEqual([{ categorySlug: 'svatby', days: [{ date: '2030-06-20', status: 'FREE' }] }]));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Všechny změny jsou uložené.'));
    expect(screen.getByRole('button', { name: '20 volno, čtvrtek 20. června 2030' })).toBeInTheDocument();
  });

  it('sends taps made in a row as one setDates, in the mode chosen: "Obsazeno", and "Smazat" clears', async () => {
    const sent: unknown[] = [];
    const days = [
      { date: '2030-06-21', status: 'OCCUPIED' },
      { date: '2030-06-22', status: 'OCCUPIED' },
      { date: '2030-06-12', status: null },
    ];
    renderPage(MyDatesPage, '/my-dates/', {
      mocks: [
        categoriesMock([category('svatby', 'Svatby')]),
        datesMock(STORED),
        setDatesMock({ categorySlug: 'svatby', days }, sent),
        datesMock([...STORED.filter((_, i) => i === 0 || i === 2), { date: '2030-06-21', status: 'OCCUPIED' }, { date: '2030-06-22', status: 'OCCUPIED' }]),
      ],
    });
    await screen.findByRole('button', { name: '12 volno, středa 12. června 2030' });

    fireEvent.click(screen.getByRole('radio', { name: 'Obsazeno' }));
    fireEvent.click(day('2030-06-21'));
    fireEvent.click(day('2030-06-22'));
    fireEvent.click(screen.getByRole('radio', { name: 'Smazat' }));
    fireEvent.click(day('2030-06-12'));
    expect(day('2030-06-12')).not.toHaveAttribute('data-status');
    expect(day('2030-06-22')).toHaveAttribute('data-status', 'OCCUPIED');

    await waitFor(() => expect(sent).toEqual([{ categorySlug: 'svatby', days }]));
    expect(await screen.findByRole('button', { name: '12 nevyplněno, středa 12. června 2030' })).toBeInTheDocument();
  });

  it('loses no tap made while a save is under way: it goes out next', async () => {
    const sent: unknown[] = [];
    const first = { categorySlug: 'svatby', days: [{ date: '2030-06-20', status: 'FREE' }] };
    const second = { categorySlug: 'svatby', days: [{ date: '2030-06-21', status: 'FREE' }] };
    renderPage(MyDatesPage, '/my-dates/', {
      mocks: [
        categoriesMock([category('svatby', 'Svatby')]),
        datesMock(STORED),
        // The first save is slow, so the second tap comes while it is under way.
        { ...setDatesMock(first, sent), delay: 1500 },
        datesMock([...STORED, { date: '2030-06-20', status: 'FREE' }]),
        setDatesMock(second, sent),
        datesMock([...STORED, { date: '2030-06-20', status: 'FREE' }, { date: '2030-06-21', status: 'FREE' }]),
      ],
    });
    await screen.findByRole('button', { name: '12 volno, středa 12. června 2030' });

    fireEvent.click(day('2030-06-20'));
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.click(day('2030-06-21'));
    expect(day('2030-06-21')).toHaveAttribute('data-status', 'FREE');

    await waitFor(() => expect(sent).toEqual([first, second]));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Všechny změny jsou uložené.'));
    expect(day('2030-06-20')).toHaveAttribute('data-status', 'FREE');
    expect(day('2030-06-21')).toHaveAttribute('data-status', 'FREE');
  });

  it('does not change past days', async () => {
    const sent: unknown[] = [];
    renderPage(MyDatesPage, '/my-dates/', {
      mocks: [
        categoriesMock([category('svatby', 'Svatby')]),
        datesMock(STORED),
        setDatesMock({ categorySlug: 'svatby', days: [{ date: '2030-06-11', status: 'FREE' }] }, sent),
        datesMock([...STORED, { date: '2030-06-11', status: 'FREE' }]),
      ],
    });
    await screen.findByRole('button', { name: '12 volno, středa 12. června 2030' });

    fireEvent.click(day('2030-06-05'));
    fireEvent.click(day('2030-06-09'));
    expect(day('2030-06-05')).toHaveAttribute('data-status', 'OCCUPIED');
    expect(day('2030-06-09')).not.toHaveAttribute('data-status');
    // A later tap goes out alone: the past ones were never queued.
    fireEvent.click(day('2030-06-11'));
    await waitFor(() => expect(sent).toEqual([{ categorySlug: 'svatby', days: [{ date: '2030-06-11', status: 'FREE' }] }]));
  });

  it('shows the API’s Czech refusal and takes the tap back', async () => {
    renderPage(MyDatesPage, '/my-dates/', {
      mocks: [
        categoriesMock([category('svatby', 'Svatby')]),
        datesMock(STORED),
        {
          request: { query: DatesSetDocument, variables: { input: { categorySlug: 'svatby', days: [{ date: '2030-06-20', status: 'OCCUPIED' }] } } },
          result: {
            errors: [
              { message: 'Takové služby neposkytuje', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { categorySlug: 'Takové služby neposkytuje' } } },
            ],
          },
        },
        datesMock(STORED),
      ],
    });
    await screen.findByRole('button', { name: '12 volno, středa 12. června 2030' });
    fireEvent.click(screen.getByRole('radio', { name: 'Obsazeno' }));
    fireEvent.click(day('2030-06-20'));
    expect(day('2030-06-20')).toHaveAttribute('data-status', 'OCCUPIED');

    expect(await screen.findByTestId('dates-error')).toHaveTextContent('Takové služby neposkytuje');
    await waitFor(() => expect(day('2030-06-20')).not.toHaveAttribute('data-status'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('goes to the next month and to another service in the URL', async () => {
    const { location } = renderPage(MyDatesPage, '/my-dates/', {
      mocks: [
        categoriesMock([category('svatby', 'Svatby'), category('portrety', 'Portréty')]),
        datesMock(STORED),
        datesMock([{ date: '2030-07-04', status: 'FREE' }], { from: '2030-07-01', to: '2030-07-31' }),
        datesMock([{ date: '2030-07-08', status: 'OCCUPIED' }], { from: '2030-07-01', to: '2030-07-31', categorySlug: 'portrety' }),
      ],
    });
    await screen.findByRole('button', { name: '12 volno, středa 12. června 2030' });

    fireEvent.click(screen.getByRole('button', { name: 'Další měsíc' }));
    expect(await screen.findByRole('button', { name: '4 volno, čtvrtek 4. července 2030' })).toBeInTheDocument();
    expect(location.search).toBe('?mesic=2030-07');
    expect(screen.getByRole('button', { name: 'Předchozí měsíc' })).toBeEnabled();

    fireEvent.click(screen.getByRole('tab', { name: 'Portréty' }));
    expect(await screen.findByRole('button', { name: '8 obsazeno, pondělí 8. července 2030' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4 nevyplněno, čtvrtek 4. července 2030' })).toBeInTheDocument();
    expect(location.search).toBe('?mesic=2030-07&sluzba=portrety');
  });

  it('offers the services as a select on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === '(max-width: 575px)' });
    try {
      renderPage(MyDatesPage, '/my-dates/', { mocks: [categoriesMock([category('svatby', 'Svatby'), category('portrety', 'Portréty')]), datesMock(STORED)] });
      expect(await screen.findByRole('button', { name: '12 volno, středa 12. června 2030' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Služba' })).toBeInTheDocument();
      expect(screen.queryByRole('tab')).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('without a service says where to choose one', async () => {
    renderPage(MyDatesPage, '/my-dates/', { mocks: [categoriesMock([])] });
    const empty = await screen.findByTestId('dates-no-categories');
    expect(empty).toHaveTextContent('Zatím ve svém profilu žádnou službu nemáte.');
    expect(within(empty).getByRole('link', { name: 'Vybrat služby v profilu →' })).toHaveAttribute('href', '/users/petr-fotograf/');
    expect(document.querySelector('button[data-date]')).toBeNull();
  });
});
