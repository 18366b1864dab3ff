import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../../common/request-context';
import { ChargeReturnDto, GatewaySettingsDto, IssueChargeDto } from './dto/charge.dto';
import { CreateEntryDto, UpdateEntryDto } from './dto/entry-input.dto';
import { ListEntriesQuery, ListHistoryQuery } from './dto/list-entries.query';
import { AnswerSink, FinancialChargesService } from './financial-charges.service';
import { FinancialEntriesService } from './financial-entries.service';
import { FinancialGatewaySettingsService } from './financial-gateway-settings.service';
import { Actor, FinancialHistoryService } from './financial-history.service';
import { FinancialUpdateService } from './financial-update.service';

/**
 * What the financial module does, for its controller and the CLI. The work is
 * split by use case: entries (overview, one entry, creating entries and plans), updating an
 * entry, its history, charges through the gateways (and their returns), and the per-account
 * gateway settings; those services reach the repositories and the other modules' services.
 */
@Injectable()
export class FinancialService {
  constructor(
    private readonly entries: FinancialEntriesService,
    private readonly updates: FinancialUpdateService,
    private readonly history: FinancialHistoryService,
    private readonly charges: FinancialChargesService,
    private readonly settings: FinancialGatewaySettingsService,
  ) {}

  /** The overview: a page of entries with the totals of the whole filtered set. */
  overview(ctx: RequestContext, q: ListEntriesQuery) {
    return this.entries.list(ctx, q);
  }

  viewEntry(ctx: RequestContext, id: number) {
    return this.entries.view(ctx, id);
  }

  /** One entry, or the installments of a plan. */
  createEntries(ctx: RequestContext, dto: CreateEntryDto) {
    return this.entries.create(ctx, dto);
  }

  updateEntry(ctx: RequestContext, id: number, dto: UpdateEntryDto) {
    return this.updates.update(ctx, id, dto);
  }

  entryHistory(ctx: RequestContext, id: number, q: ListHistoryQuery) {
    return this.history.list(ctx, id, q);
  }

  /** `record`: where a keyed request stores its answer, in the transaction that records the charge. */
  issueCharge(ctx: RequestContext, id: number, dto: IssueChargeDto, record?: AnswerSink) {
    return this.charges.issue(ctx, id, dto, record);
  }

  cancelCharge(ctx: RequestContext, id: number) {
    return this.charges.cancel(ctx, id);
  }

  /** A charge's return entered by hand (API or CLI), recorded as `actor`'s. */
  manualReturn(ctx: RequestContext, id: number, dto: ChargeReturnDto, actor?: Actor, record?: AnswerSink) {
    return this.charges.manualReturn(ctx, id, dto, actor, record);
  }

  /** A gateway's return at an account's return URL (`key`; none: the retired shared URL), authenticated by the gateway's own proof of origin. */
  gatewayReturn(gateway: string, key: string | undefined, headers: Record<string, string | string[] | undefined>, body: unknown) {
    return this.charges.gatewayReturn(gateway, key, headers, body);
  }

  gatewaySettings(ctx: RequestContext, gateway: string) {
    return this.settings.view(ctx, gateway);
  }

  updateGatewaySettings(ctx: RequestContext, gateway: string, dto: GatewaySettingsDto) {
    return this.settings.update(ctx, gateway, dto);
  }

  /** Rebuilds the account's overview totals from its entries (see FinancialEntriesService). */
  rebuildTotals(ctx: RequestContext): Promise<number> {
    return this.entries.rebuildTotals(ctx);
  }
}
