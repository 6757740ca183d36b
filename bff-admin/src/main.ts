import { startBff } from '@inkwell/bff-kit';

startBff('admin');
