import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';

import { ApiErrors } from '../../common/http/api-errors';
import { ETagged, IfMatchHeader, IfMatchOnDelete } from '../../common/http/etag';
import { success } from '../../common/http/success';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext } from '../../common/request-context';
import { DestinationPrecheck, PrecheckedDestination } from './destination-precheck';
import { CreateWebhookDto } from './dto/create-webhook.dto';
import { ListDeliveriesQuery } from './dto/list-deliveries.query';
import { ListWebhooksQuery } from './dto/list-webhooks.query';
import { UpdateWebhookDto } from './dto/update-webhook.dto';
import { WebhookDto } from './dto/webhook.dto';
import {
  DeliveryListResponse,
  DeliveryWriteResponse,
  WebhookDeleteResponse,
  WebhookListResponse,
  WebhookWriteResponse,
} from './dto/webhook-responses.dto';
import { DestinationVerdict, WebhooksService } from './webhooks.service';

const DELIVERY_RULES = `
Each notification of a subscribed kind is POSTed to \`url\` with \`Content-Type: application/json\`,
the header \`token\` exactly as configured (only when one is set; no \`Authorization\` header) and
the body \`{ "id_event", "event", "dateCreated": "YYYY-MM-DD HH:MM:SS" (account time zone), "data": [...] }\`.
With a \`secret\`, the Standard Webhooks headers \`webhook-id\` (the id_event), \`webhook-timestamp\`
and \`webhook-signature\` (\`v1,<base64 HMAC-SHA256 of "id.timestamp.body">\`) are added.
Any 2xx within the timeout (15 s by default) is a success; 3xx (redirects are not followed), 4xx,
5xx, timeouts and connection errors are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h
(8 attempts, with jitter; a longer \`Retry-After\` on 429/503 is honoured up to the longest step, 10 h),
never before the delivery's \`next_attempt_at\`; then the delivery is
marked failed. A 410 answer deactivates the webhook at once, as do 5 days in which every attempt
failed; set \`active: true\` to turn it on again. A \`url\` whose host is, embeds or resolves to a
loopback, private, link-local, CGNAT, unique-local or metadata address (IPv4-mapped, IPv4-compatible,
NAT64, 6to4 and Teredo IPv6 forms included) answers 422 (\`destination_refused\`, naming the host, never
the address it resolved to); a host that does not resolve within a few seconds is accepted. Each
delivery checks the address again and connects to exactly the address it checked.
An account has at most 20 webhooks (the operator's \`WEBHOOKS_PER_ACCOUNT_MAX\`): one more answers 409
\`limit_reached\`. One webhook per destination: a \`url\` another webhook of the account already has
answers 409 \`duplicate\`; URLs are compared as a URL parser reads them (scheme and host without case,
the default port, \`.\`/\`..\` segments, fragment and credentials do not count; path and query do).
An account's deliveries share the sending capacity fairly with other accounts': its receivers that
answer slowly or not at all hold at most a few deliveries at a time, the rest wait their turn.
Notifications and their delivery log are deleted 30 days after they were made (the operator's
\`NOTIFICATION_RETENTION_DAYS\`). Only \`content-type\`,
\`user-agent: EventOrdersService-Webhooks/1.0\`, \`token\` and the signature headers are set.
Delivery is at least once: use \`id_event\` to drop duplicates.
A body stays under 256 KiB: larger \`data\` is spread over several notifications of the same kind.
A single resource over the limit (an order with hundreds of long items) is sent in parts, each
repeating the resource's other fields (its identifiers) with a consecutive slice of its largest list
(\`itens\`) and marked \`"parte"\` (1, 2, …) of \`"partes"\`; the slices of parts 1 to \`partes\` joined
give the whole list. A resource that cannot be split is sent whole, never dropped.`.trim();

@ApiTags('webhooks')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly service: WebhooksService) {}

  @Post()
  @HttpCode(201)
  @UseGuards(DestinationPrecheck)
  @ApiOperation({ summary: 'Create a webhook', description: DELIVERY_RULES })
  @ApiCreatedResponse({ type: WebhookWriteResponse })
  @ApiErrors(400, 409, 422)
  async create(
    @Ctx() ctx: RequestContext,
    @Body() dto: CreateWebhookDto,
    @PrecheckedDestination() checked?: DestinationVerdict,
  ): Promise<WebhookWriteResponse> {
    return success('Webhook created', await this.service.create(ctx, dto, checked));
  }

  @Get()
  @ApiOperation({
    summary: 'List webhooks',
    description: "The account's webhooks. Tokens and secrets are never returned, only `token_set` and `secret_set`.",
  })
  @ApiOkResponse({ type: WebhookListResponse })
  @ApiErrors(400)
  list(@Ctx() ctx: RequestContext, @Query() query: ListWebhooksQuery): Promise<WebhookListResponse> {
    return this.service.list(ctx, query);
  }

  @Get(':id')
  @ETagged()
  @ApiOperation({ summary: 'View a webhook', description: "The webhook itself (not wrapped). Another account's webhook answers 404." })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: WebhookDto })
  @ApiErrors(400, 404)
  view(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<WebhookDto> {
    return this.service.view(ctx, id);
  }

  @Put(':id')
  @IfMatchHeader()
  @UseGuards(DestinationPrecheck)
  @ApiOperation({
    summary: 'Update a webhook',
    description:
      'Only the fields sent change. `token: null` removes the token (`""` is the field left out, as for every optional text); `active: true` turns a deactivated webhook on again. A `url` whose host is, embeds or resolves to a loopback, private, link-local, CGNAT, unique-local or metadata address answers 422 `destination_refused` (unless the deployment allows private networks); a `url` another webhook of the account already has answers 409 `duplicate`. A `whsec_` secret must be base64 of 24 to 64 bytes (400 `invalid_secret`).',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiBody({
    type: UpdateWebhookDto,
    examples: {
      events: {
        summary: 'Webhook 1: more kinds and a token',
        value: { events: ['customer_created', 'order_created', 'order_items_added'], token: 's3cr3t' },
      },
    },
  })
  @ApiOkResponse({ type: WebhookWriteResponse })
  @ApiErrors(400, 404, 409, 422)
  async update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateWebhookDto,
    @PrecheckedDestination() checked?: DestinationVerdict,
  ): Promise<WebhookWriteResponse> {
    return success('Webhook updated', await this.service.update(ctx, id, dto, checked));
  }

  @Delete(':id')
  @IfMatchOnDelete()
  @ApiOperation({ summary: 'Delete a webhook', description: 'Deletes the webhook and its delivery log; pending deliveries are not sent.' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: WebhookDeleteResponse })
  @ApiErrors(400, 404)
  async remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<WebhookDeleteResponse> {
    await this.service.remove(ctx, id);
    return success('Webhook deleted', { id });
  }

  @Get(':id/deliveries')
  @ApiOperation({
    summary: 'List the deliveries of a webhook',
    description:
      'Each delivery (one notification to this webhook) with its status (`pending`, `succeeded`, `failed`) and every attempt: time, HTTP status, duration, the start of the answer, the error. Filters: `status`, `event`.',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: DeliveryListResponse })
  @ApiErrors(400, 404)
  listDeliveries(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Query() query: ListDeliveriesQuery,
  ): Promise<DeliveryListResponse> {
    return this.service.listDeliveries(ctx, id, query);
  }

  @Post('deliveries/:id/retry')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a delivery again',
    description:
      'Starts a new series of attempts for a failed (or succeeded) delivery, with the same `id_event`. 409 while it is still pending or when the webhook is inactive.',
  })
  @ApiParam({ name: 'id', type: Number, description: 'Delivery ID' })
  @ApiAcceptedResponse({ type: DeliveryWriteResponse })
  @ApiErrors(400, 404, 409)
  async retry(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<DeliveryWriteResponse> {
    return success('Delivery queued again', await this.service.retryDelivery(ctx, id));
  }
}
