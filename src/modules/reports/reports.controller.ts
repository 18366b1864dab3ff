import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { applyDecorators, Type } from '@nestjs/common';
import { ApiExtraModels, ApiHeader, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { ApiErrors } from '../../common/http/api-errors';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext } from '../../common/request-context';
import { CommissionsQuery, PeriodQuery } from './dto/report-queries';
import { CommissionsView, EventCostsView, ResultsView } from './dto/report-views.dto';
import { commissionsCsv, CsvTable, eventCostsCsv, resultsCsv, toCsv } from './report-csv';
import { ReportsService } from './reports.service';

const CSV =
  '\n\nJSON by default; with `Accept: text/csv`, the same figures as CSV for spreadsheet programs: `;`-separated, UTF-8 with a ' +
  'byte-order mark, a header row, money in the Brazilian format (`1.234,56`). The JSON keeps plain numbers. ' +
  'Money is added up in decimal arithmetic and each figure is rounded once, half-up to 2 places, when it is shown: ' +
  'a total is the rounded sum of the exact values, so it may differ by a cent from the sum of its rounded parts.';

/** A report's 200: its JSON view, or CSV text with `Accept: text/csv`. */
const ReportAnswer = (view: Type) =>
  applyDecorators(
    ApiExtraModels(view),
    ApiHeader({
      name: 'Accept',
      required: false,
      description: '`text/csv` for CSV; anything else answers JSON.',
      schema: { type: 'string', enum: ['application/json', 'text/csv'] },
    }),
    ApiOkResponse({
      description: 'The report: JSON, or CSV with `Accept: text/csv`.',
      content: {
        'application/json': { schema: { $ref: getSchemaPath(view) } },
        'text/csv': { schema: { type: 'string', description: '`;`-separated, UTF-8 with a byte-order mark, a header row.' } },
      },
    }),
  );

/** The answer as JSON, or as CSV when the request's `Accept` names `text/csv`. */
function answer<T>(accept: string | undefined, reply: FastifyReply, report: T, csv: (report: T) => CsvTable, filename: string): T | string {
  if (!accept?.toLowerCase().includes('text/csv')) return report;
  void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}.csv"`);
  return toCsv(csv(report));
}

@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('events/:id/costs')
  @ApiOperation({
    summary: "An event's costs",
    description:
      'What the event sold and what it cost (the "Relatório de Custos"): each order line with its sale (`valortotal`) and its cost ' +
      '(`valorcusto` × `quantidade` × `ndias`), the same per catalogue type (`por_tipo`), the payables linked to the event per ' +
      "category (`despesas`), its receivables billed, received and open (`receitas`), and `totais`: `venda`, `custo` (the lines' " +
      'cost plus the payables), `margem` (`venda` − `custo`) and `margem_percentual` (of `venda`; null without a sale), `recebido` ' +
      'and `a_receber`. A cancelled event answers what it still holds. 404 when the account has no such event.' +
      CSV,
  })
  @ReportAnswer(EventCostsView)
  @ApiErrors(400, 404)
  async eventCosts(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return answer(accept, reply, await this.reports.eventCosts(ctx, id), (r) => eventCostsCsv(id, r), `custos-evento-${id}`);
  }

  @Get('reports/results')
  @ApiOperation({
    summary: "The period's results (income statement)",
    description:
      'The income statement of whole months, `de` to `ate` (`YYYY-MM`, at most 24 months): per competence month (`datacompetencia`), ' +
      'the income (`receitas`: receivables) and expenses (`despesas`: payables) per financial category, by value (`valor`, the ' +
      'competence basis) and by what was paid of them (`realizado`), and the result (`resultado` = income − expenses; ' +
      '`resultado_realizado` the same of what was paid); `periodo` adds up the whole period. Every month appears, empty or not. ' +
      "The figures come from sums kept with the entries, so the report costs its months, not the account's history. " +
      "When every entry of the period is linked to an event, the events' cost reports add up to it: their `faturado` to the " +
      'income and their `despesas` to the expenses.' +
      CSV,
  })
  @ReportAnswer(ResultsView)
  @ApiErrors(400)
  async results(
    @Ctx() ctx: RequestContext,
    @Query() query: PeriodQuery,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return answer(accept, reply, await this.reports.results(ctx, query), resultsCsv, `resultados-${query.de}-${query.ate}`);
  }

  @Get('reports/commissions')
  @ApiOperation({
    summary: "The sellers' commissions",
    description:
      'Per seller, the base of the period (`de` to `ate`, `YYYY-MM`, at most 24 months), the commission (base × ' +
      '`comissao_percentual` / 100, set with `PUT /api/v1/seller/{id}`) and the events it comes from. `base=vendido` (the ' +
      "default): the order lines each seller sold (`valortotal`, a line's `id_vendedor`) on the events dated in the period, " +
      'cancelled events left out. `base=recebido`: what the receivables linked to events brought in, paid in the period ' +
      "(`valorpago`, else `valor`), shared among each event's sellers in proportion to what each sold on it (all of it to the " +
      "event's seller when it has no lines). Lines without a seller count for no one." +
      CSV,
  })
  @ReportAnswer(CommissionsView)
  @ApiErrors(400)
  async commissions(
    @Ctx() ctx: RequestContext,
    @Query() query: CommissionsQuery,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return answer(accept, reply, await this.reports.commissions(ctx, query), commissionsCsv, `comissoes-${query.de}-${query.ate}`);
  }
}
