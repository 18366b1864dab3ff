import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';

import { MeEventosCompatible } from '../../common/compat/me-eventos.decorator';
import { ApiErrors } from '../../common/http/api-errors';
import { ETagged, IfMatchHeader, IfMatchOnDelete } from '../../common/http/etag';
import { success } from '../../common/http/success';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext } from '../../common/request-context';
import { CLIENTS_COMPAT } from './clients.compat';
import { ClientsService } from './clients.service';
import { ClientPage, ClientsCreatedResponse, ClientView, ClientWriteResponse, DeletedResponse } from './dto/client-view.dto';
import { CreateClientDto, UpdateClientDto } from './dto/create-client.dto';
import { MAX_CLIENTS_PER_REQUEST, parseCreateClientsBody } from './dto/create-clients.body';
import { ListClientsQuery } from './dto/list-clients.query';

@ApiTags('clients')
@ApiExtraModels(CreateClientDto)
@MeEventosCompatible(CLIENTS_COMPAT)
@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Get()
  @ApiOperation({
    summary: 'List clients',
    description:
      '`search` looks for part of a field (case-insensitive) in the field `type` names — `nome` (0), `email` (1), ' +
      '`telefone` (2), `documento` (3) — or, without `type`, in any of them. Phones and CPF/CNPJ match with or without ' +
      'punctuation (`529.982.247-25` and `52998224725` find the same client). Sortable by `id` (default), `nome`, ' +
      '`email`, `telefone`, `documento`, `datacadastro`.',
  })
  @ApiOkResponse({ type: ClientPage })
  @ApiErrors(400)
  list(@Ctx() ctx: RequestContext, @Query() query: ListClientsQuery) {
    return this.clients.list(ctx, query);
  }

  @Get(':id')
  @ETagged()
  @ApiOperation({
    summary: 'View a client',
    description: 'Answers the client itself, not wrapped. A client of another account answers 404.',
  })
  @ApiOkResponse({ type: ClientView })
  @ApiErrors(400, 404)
  view(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    return this.clients.get(ctx, id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create one or more clients',
    description:
      `The body is one client object or an array of up to ${MAX_CLIENTS_PER_REQUEST}; \`data\` is always the array of created ` +
      'clients. All are created or none: every problem of every element is reported at once, with paths like ' +
      '`[1].documento` for arrays (`documento` for a single object). `documento` (CPF or CNPJ, the alphanumeric CNPJ ' +
      'included) is validated by its check digits (400), stored as digits and must be unique in the account (409, also ' +
      'when repeated inside the request). `id_como_conheceu` must be a how-met entry of the account (422). Each created ' +
      'client emits one `customer_created` notification.',
  })
  @ApiBody({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(CreateClientDto) },
        { type: 'array', items: { $ref: getSchemaPath(CreateClientDto) }, minItems: 1, maxItems: MAX_CLIENTS_PER_REQUEST },
      ],
    },
    examples: {
      one: {
        summary: 'One client',
        value: { nome: 'Ana Pereira', email: 'ana.pereira@example.com', telefone: '(21) 99876-5432', documento: '390.533.447-05' },
      },
      many: {
        summary: 'Several clients',
        value: [
          { nome: 'João Santos', documento: '111.444.777-35', cep: '01310-100', uf: 'SP', id_como_conheceu: 1 },
          { nome: 'Alegria Eventos Ltda', documento: '12.ABC.345/01DE-35', email: 'contato@alegria.com.br' },
        ],
      },
    },
  })
  @ApiCreatedResponse({ type: ClientsCreatedResponse })
  @ApiErrors(400, 409, 422)
  async create(@Ctx() ctx: RequestContext, @Body() body: unknown) {
    const data = await this.clients.create(ctx, parseCreateClientsBody(body));
    return success(data.length === 1 ? `Client ${data[0].id} created` : `${data.length} clients created`, data);
  }

  @Put(':id')
  @IfMatchHeader()
  @ApiOperation({
    summary: 'Update a client',
    description:
      'Partial update: only the fields sent change; `null` clears an optional field (`nome` cannot be cleared). ' +
      'Same rules as creation (400 / 409 duplicate CPF/CNPJ / 422 unknown how-met). Emits `customer_updated`.',
  })
  @ApiOkResponse({ type: ClientWriteResponse })
  @ApiErrors(400, 404, 409, 422)
  async update(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number, @Body() dto: UpdateClientDto) {
    const data = await this.clients.update(ctx, id, dto);
    return success(`Client ${id} updated`, data);
  }

  @Delete(':id')
  @IfMatchOnDelete()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete a client',
    description:
      '409 while events, orders, budgets or financial entries still reference the client. Emits `customer_deleted` with the deleted client.',
  })
  // The demo's client 2 has nothing attached, so the example deletes it.
  @ApiParam({ name: 'id', type: Number, example: 2 })
  @ApiOkResponse({ type: DeletedResponse })
  @ApiErrors(400, 404, 409)
  async remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    const deleted = await this.clients.remove(ctx, id);
    return success(`Client ${id} (${deleted.nome}) deleted`);
  }
}
