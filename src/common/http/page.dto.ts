import { ApiProperty } from '@nestjs/swagger';

/** The pagination object of every list (SPEC: Pagination object; DECISIONS: Lists). */
export class Pagination {
  /** Current page (from 1). */
  @ApiProperty({ example: 1 })
  page: number;
  /** The `limit` applied. */
  @ApiProperty({ example: 100 })
  page_size: number;
  /** ceil(total_data / page_size); 0 when there is no data. */
  @ApiProperty({ example: 1 })
  total_page: number;
  /** Number of records matching the filters. */
  @ApiProperty({ example: 6 })
  total_data: number;
}
