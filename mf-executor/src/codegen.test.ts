import path from 'node:path';
import { describeGeneratedOperations } from '@zaber/shared/testing/generated-operations';

describeGeneratedOperations(path.join(__dirname, '..'), 'npm run codegen -w mf-executor');
