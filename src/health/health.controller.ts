import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth/public.decorator';
import { ReadinessRegistry } from './readiness';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessRegistry) {}

  @Get()
  @HttpCode(200)
  @ApiOperation({ summary: 'Liveness', description: 'Answers 200 while the process runs. No token needed.' })
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness',
    description:
      'Checks the database and, when REDIS_URL is set, Redis and the queue (depth, oldest pending delivery). ' +
      '200 when every check is up, 503 otherwise. No token needed.',
  })
  @ApiOkResponse({ schema: { example: { status: 'ok', checks: { database: { status: 'up' } } } } })
  @ApiServiceUnavailableResponse({
    description: 'A dependency is down',
    // A check that fails or takes over 3 s is `down` with its error (`ReadinessRegistry.run`).
    schema: { example: { status: 'unavailable', checks: { database: { status: 'down', error: 'no answer in 3000 ms' }, queue: { status: 'up', driver: 'inline', depth: 0, pending_deliveries: 0, oldest_pending_age_seconds: null } } } },
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const { ok, checks } = await this.readiness.run();
    reply.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'unavailable', checks };
  }
}
