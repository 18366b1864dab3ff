import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { Public } from '../common/auth/public.decorator';
import { CHECK_FAILED, CHECK_TIMED_OUT, READINESS_CACHE_MS, READINESS_CHECK_TIMEOUT_MS, ReadinessRegistry } from './readiness';

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
      'Checks the database and the queue (with REDIS_URL: Redis). ' +
      '200 when every check is up, 503 otherwise. No token needed. ' +
      'Each check says only `up`, or `down` with a fixed `error` text: the queue backlog and the rest are on the metrics port. ' +
      `The answer comes from a probe at most ${READINESS_CACHE_MS / 1000} s old: callers within that time, or while a probe runs, share one probe. ` +
      `A check that fails or takes over ${READINESS_CHECK_TIMEOUT_MS / 1000} s is \`down\` with a fixed \`error\` text; ` +
      'the cause (driver message, host) goes to the service log only.',
  })
  @ApiOkResponse({ schema: { example: { status: 'ok', checks: { database: { status: 'up' }, queue: { status: 'up' } } } } })
  @ApiServiceUnavailableResponse({
    description: 'A dependency is down',
    schema: {
      example: {
        status: 'unavailable',
        checks: {
          database: { status: 'down', error: CHECK_FAILED },
          queue: { status: 'down', error: CHECK_TIMED_OUT },
        },
      },
    },
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const { ok, checks } = await this.readiness.current();
    reply.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'unavailable', checks };
  }
}
