import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { ApiErrors } from '../../common/http/api-errors';
import { success } from '../../common/http/success';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext } from '../../common/request-context';
import { AnonymizedClientResponse, AnonymizedGuestResponse, PersonalDataDto } from './dto/personal-data.dto';
import { PrivacyService } from './privacy.service';

/** A person's rights over their data (LGPD art. 18): a client's export and anonymisation. */
@ApiTags('clients')
@Controller('clients')
export class ClientPrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get(':id/personal-data')
  @ApiOperation({
    summary: "Export a client's personal data",
    description:
      'Everything the account holds about the client, as one document, not wrapped: the client; its events; its budgets ' +
      'with their answers (acceptances and refusals) and follow-ups; the guest entries that name it (the same e-mail or ' +
      'phone on any event, or the same full name on its own events: a guest of another client’s event who only shares ' +
      'the name is someone else); the financial entries of the client or its events, with their history; and the stored ' +
      'notifications (kept for `NOTIFICATION_RETENTION_DAYS`) that tell about one of those rows or whose data holds one of ' +
      'the person’s identifying values (CPF/CNPJ, e-mail, phone…; a name alone may be another person’s, so it does not ' +
      'bring a notification into the export). ' +
      'A client of another account answers 404.',
  })
  @ApiOkResponse({ type: PersonalDataDto })
  @ApiErrors(400, 404)
  export(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    return this.privacy.export(ctx, id);
  }

  @Post(':id/anonymize')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Anonymise a client',
    description:
      'Replaces, irreversibly and in one transaction, every personal field of the client (null, or `Anonimizado` where a ' +
      'value is required: the CPF/CNPJ becomes null, so the one-client-per-document rule holds), of its events (name, ' +
      'notes), budgets (texts, the answers’ name, CPF, reason, IP address and browser, follow-ups), of the guest entries ' +
      'that name it and of the financial entries of the client or its events (description and notes; their history ' +
      'records of those texts). Values, dates, states, charges, totals and history of values stay as they were. The ' +
      'stored notifications that carried the person (about one of those rows, or holding one of its identifying values: ' +
      'name, CPF/CNPJ, e-mail, phone), their deliveries and attempts, and the kept answers of POSTs holding one of those ' +
      'values are deleted. Emits `customer_anonymized` (`data`: `[{ "tipo": "cliente", "id": … }]`). Idempotent: repeated, it ' +
      'changes nothing and emits nothing. Searches by the old name, CPF, e-mail or phone find nothing afterwards. A ' +
      'client of another account answers 404.',
  })
  @ApiOkResponse({ type: AnonymizedClientResponse })
  @ApiErrors(400, 404)
  async anonymizeClient(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    return success(`Client ${id} anonymised`, await this.privacy.anonymizeClient(ctx, id));
  }
}

/** A guest's anonymisation (LGPD art. 18). */
@ApiTags('guests')
@Controller('guests')
export class GuestPrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Post(':id/anonymize')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Anonymise a guest',
    description:
      'Replaces, irreversibly and in one transaction, every personal field of the guest entry (name and surname become ' +
      '`Anonimizado` and null, e-mail, phone, gender, age, notes and token null); its event, table and attendance stay. ' +
      'The stored notifications about the guest or holding its e-mail, phone or token (with their deliveries and ' +
      'attempts), and the kept answers of POSTs holding one of those, are deleted. Emits `customer_anonymized` (`data`: `[{ "tipo": "convidado", "id": …, "id_evento": … }]`). ' +
      'Idempotent: repeated, it changes nothing and emits nothing. A guest of another account answers 404.',
  })
  @ApiOkResponse({ type: AnonymizedGuestResponse })
  @ApiErrors(400, 404)
  async anonymizeGuest(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    return success(`Guest ${id} anonymised`, await this.privacy.anonymizeGuest(ctx, id));
  }
}
