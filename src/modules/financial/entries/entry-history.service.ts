import { Injectable } from '@nestjs/common';

import { timestampInZone } from '../../../common/dates';
import { listOptions, listPage } from '../../../common/list-page';
import { Page } from '../../../common/pagination';
import { RequestContext } from '../../../common/request-context';
import { Tx } from '../../../common/request-context';
import { ListHistoryQuery } from '../dto/list-entries.query';
import { FinancialHistory } from '../entities/financial-history.entity';
import { FinancialError } from '../financial.errors';
import { FinancialEntriesRepository } from './financial-entries.repository';
import { FinancialHistoryRepository } from './financial-history.repository';

/** Who made a change: an API token (ID and name), or a gateway's return (no token). */
export interface Actor {
  tokenId: number | null;
  nome: string;
}

export type HistoryAction = 'criacao' | 'alteracao' | 'cobranca_emitida' | 'cobranca_cancelada' | 'retorno_gateway' | 'retorno_ignorado';
export interface Change {
  campo: string;
  de: unknown;
  para: unknown;
}

/** Rule 7: one record per entry changed by a create, update, charge event or gateway return. */
@Injectable()
export class EntryHistory {
  constructor(
    private readonly history: FinancialHistoryRepository,
    private readonly entries: FinancialEntriesRepository,
  ) {}

  /** Who a context acts as: its API token, or, for work without one (CLI, demo data), `interno`. */
  static actorOf(ctx: RequestContext): Actor {
    return ctx.token ? { tokenId: ctx.token.id, nome: ctx.token.name } : { tokenId: null, nome: 'interno' };
  }

  async record(
    tx: Tx,
    accountId: number,
    actor: Actor,
    acao: HistoryAction,
    records: { entryId: number; alteracoes: Change[] }[],
    escopo: string | null = null,
  ): Promise<void> {
    const now = new Date();
    await this.history.insertMany(
      records.map((r) => ({
        account_id: accountId,
        entry_id: r.entryId,
        acao,
        escopo,
        id_token: actor.tokenId,
        autor: actor.nome.slice(0, 100),
        alteracoes: r.alteracoes,
        created_at: now,
      })),
      tx.manager,
    );
  }

  async list(ctx: RequestContext, entryId: number, query: ListHistoryQuery): Promise<Page<ReturnType<typeof historyView>>> {
    if (!(await this.entries.findById(ctx.account.id, entryId))) throw FinancialError.notFound(entryId);
    const source = this.history.listSource(ctx.account.id, (qb) => qb.andWhere('fh.entry_id = :entryId', { entryId }));
    return listPage(source, listOptions(query, { id: 'fh.id' }), (h) => historyView(h, ctx.account.timezone));
  }
}

export function historyView(h: FinancialHistory, timezone: string) {
  return {
    id: h.id,
    id_lancamento: h.entry_id,
    acao: h.acao,
    escopo: h.escopo,
    usuario: { id_token: h.id_token, nome: h.autor },
    alteracoes: typeof h.alteracoes === 'string' ? JSON.parse(h.alteracoes) : h.alteracoes,
    datahora: timestampInZone(new Date(h.created_at), timezone),
  };
}
