// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FigureTable } from './FigureTable';
import { statisticsColumns } from './statistics-columns';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the statistics tables', () => {
  it('hold in a "Seconds …" column the seconds the header names, as the CSV does, not m:ss', () => {
    const { voices } = statisticsColumns({ projectName: () => undefined, folderName: () => undefined });
    const row = { id: 'n', name: 'Nestor', conversions_count: 2, converted_time: 62.5 };
    render(
      <FigureTable
        title="Per voice"
        rows={[row]}
        columns={voices}
        fileName="v.csv"
        empty="None"
        rowKey={(r) => r.name}
      />,
    );
    const table = screen.getByRole('table', { name: 'Per voice' });
    expect(within(table).getByRole('columnheader', { name: 'Seconds converted' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nestor', '2', '62.5']);
  });
});
