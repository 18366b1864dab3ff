import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Routes that need no token: health and the API docs. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
