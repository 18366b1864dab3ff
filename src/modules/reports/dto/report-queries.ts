import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, ValidateBy } from 'class-validator';

import { COMMISSION_BASES, CommissionBase, isMonth, MAX_PERIOD_MONTHS } from '../reports.rules';

/** A month as `YYYY-MM` (400 `invalid_month` otherwise). */
const IsMonth = () =>
  ValidateBy({
    name: 'invalidMonth',
    validator: { validate: isMonth, defaultMessage: (args) => `${args?.property ?? 'the value'} must be a month as YYYY-MM, like 2026-03` },
  });

/** A report's period: whole months, `de` to `ate`, both included. */
export class PeriodQuery {
  /** First month of the period, `YYYY-MM`. */
  @ApiProperty({ example: '2026-11', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })
  @IsString()
  @IsMonth()
  de: string;

  /** Last month of the period, `YYYY-MM`: not before `de`, at most 24 months after it counting both. */
  @ApiProperty({
    example: '2027-04',
    pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
    description: `Last month of the period (\`YYYY-MM\`), included: not before \`de\` (400 \`period_reversed\`); a period of at most ${MAX_PERIOD_MONTHS} months (400 \`period_too_long\`).`,
  })
  @IsString()
  @IsMonth()
  ate: string;
}

export class CommissionsQuery extends PeriodQuery {
  /** What the commission is on: the sales of the period's events (`vendido`, the default) or what the period's payments brought in (`recebido`). */
  @ApiProperty({ enum: COMMISSION_BASES, enumName: 'CommissionBase', required: false, default: 'vendido', example: 'vendido' })
  @IsIn(COMMISSION_BASES)
  base: CommissionBase = 'vendido';
}
