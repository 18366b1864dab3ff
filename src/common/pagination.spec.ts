import { buildPagination } from './pagination';

describe('buildPagination', () => {
  it('computes total_page as ceil(total/page_size)', () => {
    expect(buildPagination(1, 100, 201)).toEqual({ page: 1, page_size: 100, total_page: 3, total_data: 201 });
    expect(buildPagination(2, 1, 1)).toEqual({ page: 2, page_size: 1, total_page: 1, total_data: 1 });
  });
  it('has 0 pages when there is no data', () => {
    expect(buildPagination(1, 100, 0).total_page).toBe(0);
  });
  it('keeps exact multiples', () => {
    expect(buildPagination(1, 200, 400).total_page).toBe(2);
  });
});
