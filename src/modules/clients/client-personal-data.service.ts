import { Injectable } from '@nestjs/common';

import { identifyingValues } from '../../common/privacy/personal-data';
import type { RequestContext, TxContext } from '../../common/request-context';
import { clientNotFound } from './clients.errors';
import { ClientRepository } from './clients.repository';
import { clientView } from './clients.service';
import { ClientView } from './dto/client-view.dto';
import { CLIENT_PERSONAL_DATA } from './entities/client.personal-data';

/** A client as a person's anonymisation leaves it. */
export interface AnonymizedClient {
  /** The client before. */
  before: ClientView;
  /** The client once anonymised. */
  client: ClientView;
  /** Its identifying values before (what finds the stored copies that carried it). */
  values: unknown[];
  /** Whether anything changed (false when it was anonymised already). */
  changed: boolean;
}

/** The clients' part of a person's export and anonymisation (the columns of CLIENT_PERSONAL_DATA). */
@Injectable()
export class ClientPersonalData {
  constructor(private readonly clients: ClientRepository) {}

  /** The client, every column, and its identifying values (404 when it is not the account's). */
  async view(ctx: RequestContext, id: number): Promise<{ client: ClientView; values: unknown[] }> {
    const row = await this.clients.findById(ctx.account.id, id, ctx.tx?.manager);
    if (!row) throw clientNotFound(id);
    return { client: clientView(row), values: identifyingValues(CLIENT_PERSONAL_DATA, row) };
  }

  /**
   * Replaces the client's personal columns by neutral values, in the caller's transaction, the
   * row locked first (404 when it is not the account's). Its document becomes null, so that the
   * account's rule of one client per CPF or CNPJ never meets two anonymised clients.
   */
  async anonymize(ctx: TxContext, id: number): Promise<AnonymizedClient> {
    const { account, tx } = ctx;
    const row = await this.clients.findByIdForUpdate(account.id, id, tx.manager);
    if (!row) throw clientNotFound(id);
    const values = identifyingValues(CLIENT_PERSONAL_DATA, row);
    const changed = (await this.clients.anonymize(account.id, [row], CLIENT_PERSONAL_DATA, tx.manager)) > 0;
    const after = await this.clients.findById(account.id, id, tx.manager);
    return { before: clientView(row), client: clientView(after!), values, changed };
  }
}
