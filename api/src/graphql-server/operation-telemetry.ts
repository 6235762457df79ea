// An envelop plugin: each executed GraphQL operation is a span named by the operation (its SQL
// statements are its children) and a sample of graphql_operation_duration_seconds.
import { trace } from '@opentelemetry/api';
import { counter, histogram } from '@zaber/shared/server/metrics.mjs';
import { inSpan, SpanStatusCode, tracingEnabled } from '@zaber/shared/server/telemetry.mjs';
import { type ExecutionArgs, type ExecutionResult, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Which operation a document runs: its name and type (`anonymous` for an unnamed one). */
function operationOf(args: ExecutionArgs): { name: string; type: string } {
  const operation = getOperationAST(args.document, args.operationName ?? undefined);
  return { name: operation?.name?.value ?? 'anonymous', type: operation?.operation ?? 'unknown' };
}

/** Must come last among the plugins: it wraps the execute function the others chose (graphql-jit's). */
export function operationTelemetry(): Plugin {
  const duration = histogram('graphql_operation_duration_seconds', 'GraphQL operations executed, by operation name and type', ['operation', 'type']);
  const errors = counter('graphql_operation_errors_total', 'GraphQL operations answered with errors, by operation name and type', ['operation', 'type']);
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const { name, type } = operationOf(args);
      const started = performance.now();
      if (tracingEnabled()) {
        // The execution runs as the active span, so what it awaits (SQL) are the span's children.
        setExecuteFn((execution) =>
          inSpan('zaber-api', `${type} ${name}`, { 'graphql.operation.name': name, 'graphql.operation.type': type }, () => executeFn(execution)),
        );
      }
      return {
        onExecuteDone({ result }) {
          // A subscription's stream is counted when it starts.
          const failed = !(Symbol.asyncIterator in result) && Boolean((result as ExecutionResult).errors?.length);
          duration.observe({ operation: name, type }, (performance.now() - started) / 1000);
          if (failed) {
            errors.inc({ operation: name, type });
            trace.getActiveSpan()?.setStatus({ code: SpanStatusCode.ERROR });
          }
        },
      };
    },
  };
}
